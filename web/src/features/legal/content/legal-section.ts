/** One numbered section of a legal page: plain text only, rendered by React, never as HTML. */
export interface LegalSection {
  title: string;
  paragraphs: string[];
}
