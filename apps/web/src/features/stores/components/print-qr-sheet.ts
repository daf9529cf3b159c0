import QRCode from 'qrcode';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Prints the store's QR sheet (name, large code, link) from a page of its own, so the back-office
 * around it never reaches the paper, whatever the theme.
 */
export async function printQrSheet(sheet: {
  name: string;
  link: string;
  caption: string;
  lang: string;
  dir: string;
}) {
  const page = window.open('', '_blank', 'width=720,height=900');
  if (!page) return;
  const svg = await QRCode.toString(sheet.link, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  const qr = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  page.document.write(`<!doctype html><html lang="${escapeHtml(sheet.lang)}" dir="${escapeHtml(sheet.dir)}">
<head><meta charset="utf-8"><title>${escapeHtml(sheet.name)}</title>
<style>body{margin:0;font-family:system-ui,sans-serif;color:#000;background:#fff;text-align:center}
main{display:flex;flex-direction:column;align-items:center;justify-content:center;min-height:95vh;gap:16px}
h1{font-size:40px;margin:0}img{width:min(80vw,12cm);height:auto}p{margin:0;font-size:22px}
.link{font-weight:700;overflow-wrap:anywhere;direction:ltr}</style></head>
<body><main><h1>${escapeHtml(sheet.name)}</h1><img src="${qr}" alt=""><p class="link">${escapeHtml(sheet.link)}</p>
<p>${escapeHtml(sheet.caption)}</p></main></body></html>`);
  page.document.close();
  page.focus();
  page.print();
}
