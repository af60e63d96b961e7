import type { AgreementSection } from '#shared/agreement.js';

// The signed agreement as a PDF (pdf-lib): the agreement's sections, the signature block and an
// audit page. pdf-lib (about 500 kB) is loaded by import() only here and shipped beside the
// signing route's bundle, as zxcvbn-ts is for the password routes.

export interface PdfInput {
  title: string;
  sections: AgreementSection[];
  coopSignee: string;
  signature: { by: string; name: string; title: string; signedAt: string };
  audit: [label: string, value: string][];
}

const PAGE = { width: 612, height: 792, margin: 54 };

export async function agreementPdf(input: PdfInput): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(input.title);
  doc.setProducer('Co-op member savings');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;

  // The standard fonts write WinAnsi only: anything else becomes '?', never an error.
  const printable = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
  const write = (text: string, size = 10, font = regular, gap = 4) => {
    const words = printable(text).split(/\s+/).filter(Boolean);
    let line = '';
    const lines: string[] = [];
    for (const word of words) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > width && line) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    for (const l of lines.length ? lines : ['']) {
      if (y < PAGE.margin + size) {
        page = doc.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - PAGE.margin;
      }
      page.drawText(l, { x: PAGE.margin, y: y - size, size, font });
      y -= size + 3;
    }
    y -= gap;
  };

  write(input.title, 16, bold, 10);
  for (const section of input.sections) {
    write(section.heading, 12, bold, 2);
    for (const p of section.paragraphs) write(p);
  }
  write('Signatures', 12, bold, 2);
  write(
    `For the Business: signed electronically by ${input.signature.by} (${input.signature.name}, ${input.signature.title}) on ${input.signature.signedAt} UTC.`,
  );
  write(`For the Cooperative: ${input.coopSignee}`);

  page = doc.addPage([PAGE.width, PAGE.height]);
  y = PAGE.height - PAGE.margin;
  write('Audit record', 14, bold, 8);
  for (const [label, value] of input.audit) write(`${label}: ${value}`);
  return doc.save();
}
