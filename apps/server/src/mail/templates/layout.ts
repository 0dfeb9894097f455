// The one e-mail layout: a template lists blocks, and this file writes them twice, as accessible HTML
// (table layout and inline styles, which is what mail clients reliably render) and as plain text.
// Every interpolated value is escaped here, so templates only ever hand over plain text.
import { LOCALE_META, type AppLocale } from '@spindle/domain';
import type { RenderedEmail } from '../mail-message.ts';
import { escapeHtml } from './escape-html.ts';

/** A piece of an e-mail's body. All strings are plain text; the layout escapes them. */
export type EmailBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  /** `showUrl` (default true) repeats the address under the button for clients that block buttons or links. */
  | { kind: 'button'; label: string; href: string; showUrl?: boolean }
  | { kind: 'details'; rows: readonly { label: string; value: string; emphasis?: boolean }[] }
  | {
      kind: 'lines';
      headers: { item: string; quantity: string; amount: string };
      rows: readonly { item: string; detail?: string; quantity: string; amount: string }[];
    }
  | { kind: 'address'; title: string; lines: readonly string[] }
  | { kind: 'list'; items: readonly string[] }
  /** Records with their covers (absolute image URLs): a box's month. */
  | { kind: 'records'; items: readonly { title: string; detail: string; coverUrl: string }[] }
  | { kind: 'quote'; text: string }
  | { kind: 'note'; text: string }
  /** A small note ending in a link (a newsletter's unsubscribe line). */
  | { kind: 'link'; text: string; label: string; href: string };

interface LayoutCopy {
  greeting(name: string | undefined): string;
  signOff: string;
  buttonFallback: string;
  footer: string;
  /** Between a label and its value in the plain text ('Total: €86', 'Total : 86 €', '合计：¥86'). */
  colon: string;
}

const LAYOUT_COPY: Readonly<Record<AppLocale, LayoutCopy>> = {
  en: {
    greeting: (name) => (name ? `Hi ${name},` : 'Hello,'),
    signOff: 'The Spindle team',
    buttonFallback: 'If the button does not work, copy this link into your browser:',
    footer: 'Spindle · Vinyl records and pressing · Paris, France',
    colon: ': ',
  },
  fr: {
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    signOff: 'L’équipe Spindle',
    buttonFallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
    footer: 'Spindle · Disques vinyles et pressage · Paris, France',
    colon: '\u00A0: ',
  },
  es: {
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    signOff: 'El equipo de Spindle',
    buttonFallback: 'Si el botón no funciona, copia este enlace en tu navegador:',
    footer: 'Spindle · Discos de vinilo y prensado · París, Francia',
    colon: ': ',
  },
  kr: {
    greeting: (name) => (name ? `${name}님, 안녕하세요.` : '안녕하세요.'),
    signOff: 'Spindle 팀 드림',
    buttonFallback: '버튼이 작동하지 않으면 아래 링크를 복사해 브라우저에 붙여 넣어 주세요.',
    footer: 'Spindle · 바이닐 레코드 및 프레싱 · 프랑스 파리',
    colon: ': ',
  },
  zh: {
    greeting: (name) => (name ? `${name}，您好：` : '您好：'),
    signOff: 'Spindle 团队',
    buttonFallback: '如果按钮无法使用，请将以下链接复制到浏览器中打开：',
    footer: 'Spindle · 黑胶唱片与压片服务 · 法国巴黎',
    colon: '：',
  },
};

/** The salutation that opens an e-mail, with the reader's name when we have it. */
export function greeting(locale: AppLocale, name?: string | null): EmailBlock {
  return { kind: 'paragraph', text: LAYOUT_COPY[locale].greeting(name?.trim() || undefined) };
}

const FONT = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const TEXT = `${FONT};font-size:16px;line-height:1.5;color:#1f1f1f`;
const MUTED = `${FONT};font-size:14px;line-height:1.5;color:#555555`;
const CELL = 'padding:8px 0;border-bottom:1px solid #e6e2da;vertical-align:top';

function htmlOfBlock(block: EmailBlock, copy: LayoutCopy): string {
  switch (block.kind) {
    case 'heading':
      return `<h1 style="margin:0 0 16px;${FONT};font-size:22px;line-height:1.3;color:#111111">${escapeHtml(block.text)}</h1>`;
    case 'paragraph':
      return `<p style="margin:0 0 16px;${TEXT}">${escapeHtml(block.text)}</p>`;
    case 'note':
      return `<p style="margin:0 0 16px;${MUTED}">${escapeHtml(block.text)}</p>`;
    case 'link':
      return `<p style="margin:0 0 16px;${MUTED}">${escapeHtml(block.text)} <a href="${escapeHtml(block.href)}" style="color:#1a4fa0">${escapeHtml(block.label)}</a></p>`;
    case 'quote':
      return `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #c8bfae;background:#f7f5f0;${TEXT};white-space:pre-wrap">${escapeHtml(block.text)}</blockquote>`;
    case 'button': {
      const href = escapeHtml(block.href);
      return (
        `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px"><tr>` +
        `<td style="border-radius:6px;background:#111111"><a href="${href}" style="display:inline-block;padding:12px 24px;${FONT};font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(block.label)}</a></td>` +
        `</tr></table>` +
        (block.showUrl === false
          ? ''
          : `<p style="margin:0 0 16px;${MUTED}">${escapeHtml(copy.buttonFallback)}<br><a href="${href}" style="color:#1a4fa0;word-break:break-all">${href}</a></p>`)
      );
    }
    case 'details': {
      const rows = block.rows.map((row) => {
        // <th> is bold by default; only the emphasised row (the total) should be.
        const weight = `font-weight:${row.emphasis ? 700 : 400}`;
        return `<tr><th scope="row" align="left" style="${CELL};${TEXT};${weight}">${escapeHtml(row.label)}</th><td align="right" style="${CELL};${TEXT};${weight}">${escapeHtml(row.value)}</td></tr>`;
      });
      // A data table (label -> value), so screen readers announce each value with its row header.
      return `<table width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;border-collapse:collapse">${rows.join('')}</table>`;
    }
    case 'lines': {
      const head =
        `<tr><th scope="col" align="left" style="${CELL};${MUTED}">${escapeHtml(block.headers.item)}</th>` +
        `<th scope="col" align="center" style="${CELL};${MUTED}">${escapeHtml(block.headers.quantity)}</th>` +
        `<th scope="col" align="right" style="${CELL};${MUTED}">${escapeHtml(block.headers.amount)}</th></tr>`;
      const rows = block.rows.map(
        (row) =>
          `<tr><td style="${CELL};${TEXT}">${escapeHtml(row.item)}${row.detail ? `<br><span style="${MUTED}">${escapeHtml(row.detail)}</span>` : ''}</td>` +
          `<td align="center" style="${CELL};${TEXT}">${escapeHtml(row.quantity)}</td>` +
          `<td align="right" style="${CELL};${TEXT};white-space:nowrap">${escapeHtml(row.amount)}</td></tr>`,
      );
      return `<table width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;border-collapse:collapse">${head}${rows.join('')}</table>`;
    }
    case 'list':
      return `<ul style="margin:0 0 16px;padding-left:20px">${block.items.map((item) => `<li style="${TEXT}">${escapeHtml(item)}</li>`).join('')}</ul>`;
    case 'records': {
      const rows = block.items.map(
        (item) =>
          `<tr><td width="80" style="${CELL}"><img src="${escapeHtml(item.coverUrl)}" width="72" height="72" alt="" style="display:block;border:0;border-radius:4px"></td>` +
          `<td style="${CELL};${TEXT}"><strong>${escapeHtml(item.title)}</strong><br><span style="${MUTED}">${escapeHtml(item.detail)}</span></td></tr>`,
      );
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;border-collapse:collapse">${rows.join('')}</table>`;
    }
    case 'address':
      return (
        `<p style="margin:0 0 4px;${TEXT};font-weight:700">${escapeHtml(block.title)}</p>` +
        `<p style="margin:0 0 16px;${TEXT}">${block.lines.map(escapeHtml).join('<br>')}</p>`
      );
  }
}

// Hangul, CJK and full-width forms take two columns in a monospaced plain-text reader.
const WIDE_CHARACTER = /[\u1100-\u115F\u2E80-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]/u;

function displayWidth(text: string): number {
  let width = 0;
  for (const character of text) width += WIDE_CHARACTER.test(character) ? 2 : 1;
  return width;
}

function textOfBlock(block: EmailBlock, copy: LayoutCopy): string {
  switch (block.kind) {
    case 'heading':
      return `${block.text}\n${'='.repeat(Math.min(displayWidth(block.text), 60))}`;
    case 'paragraph':
    case 'note':
      return block.text;
    case 'quote':
      return block.text
        .split(/\r?\n/)
        .map((line) => `> ${line}`)
        .join('\n');
    case 'button':
      return `${block.label}${copy.colon.trimEnd()}\n${block.href}`;
    case 'link':
      return `${block.text} ${block.label}${copy.colon.trimEnd()}\n${block.href}`;
    case 'details':
      return block.rows.map((row) => `${row.label}${copy.colon}${row.value}`).join('\n');
    case 'lines':
      return block.rows
        .map((row) => `${row.quantity} × ${row.item}${row.detail ? ` (${row.detail})` : ''}${copy.colon}${row.amount}`)
        .join('\n');
    case 'list':
      return block.items.map((item) => `- ${item}`).join('\n');
    case 'records':
      return block.items.map((item) => `- ${item.title} (${item.detail})`).join('\n');
    case 'address':
      return [`${block.title}${copy.colon.trimEnd()}`, ...block.lines].join('\n');
  }
}

/** Subject lines are one line: user-given values must not add header lines or stray spacing. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Writes an e-mail from its blocks: the HTML document, the plain-text version and a one-line subject. */
export function renderEmail(input: {
  locale: AppLocale;
  baseUrl: string;
  subject: string;
  /** The preview line mail clients show after the subject. */
  preheader: string;
  blocks: readonly EmailBlock[];
  /** Staff notifications go without the customer-facing sign-off. */
  signOff?: boolean;
}): RenderedEmail {
  const copy = LAYOUT_COPY[input.locale];
  const subject = oneLine(input.subject);
  const blocks: readonly EmailBlock[] =
    input.signOff === false ? input.blocks : [...input.blocks, { kind: 'paragraph', text: copy.signOff }];
  const home = escapeHtml(new URL(input.baseUrl).origin + '/');
  const html = `<!doctype html>
<html lang="${LOCALE_META[input.locale].intlTag}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f1ec">
<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(input.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f4f1ec">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff;border-radius:8px">
<tr><td style="padding:20px 32px;border-bottom:1px solid #e6e2da"><a href="${home}" style="${FONT};font-size:22px;font-weight:700;letter-spacing:0.5px;color:#111111;text-decoration:none">Spindle</a></td></tr>
<tr><td style="padding:32px">
${blocks.map((block) => htmlOfBlock(block, copy)).join('\n')}
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e6e2da;${MUTED};font-size:12px">${escapeHtml(copy.footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  const text = `${[...blocks.map((block) => textOfBlock(block, copy)), '--', copy.footer].join('\n\n')}\n`;
  return { subject, html, text };
}
