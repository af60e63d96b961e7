// The one escape for text put into HTML or SVG the server writes (emails, demo art): what a
// person typed is never markup.

export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
