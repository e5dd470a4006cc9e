import { Lexer, type Token, type Tokens } from 'marked';
import {
  BAIT_TYPE_LABELS,
  FISHING_TYPE_LABELS,
  HABITAT_LABELS,
  type TReport,
} from '@anglerscout/contracts';
import { reportPdfFacts } from './report-pdf-facts.ts';

const MARGIN = 54;

/** The style settings the PDF carries: the name, the heading colour (brand-800) and the logo. */
export interface PdfBrand {
  brandName: string;
  headingColor: string;
  logoPng: Buffer | null;
}
export const DEFAULT_PDF_BRAND: PdfBrand = {
  brandName: 'AnglerScout',
  headingColor: '#0f3d3e',
  logoPng: null,
};

/** Inline markdown (bold, code, links) flattened to plain text: the PDF keeps the words, not the markup. */
function plain(tokens: Token[] | undefined, fallback: string): string {
  if (!tokens) return fallback;
  return tokens
    .map((t) => {
      const text =
        'tokens' in t && t.tokens ? plain(t.tokens, '') : 'text' in t ? String(t.text) : '';
      // A link keeps its address on paper (the rules' agency pages, sources).
      return t.type === 'link' && t.href !== text ? `${text} (${t.href})` : text;
    })
    .join('');
}

function renderTokens(doc: PDFKit.PDFDocument, tokens: Token[], headingColor: string) {
  for (const token of tokens) {
    switch (token.type) {
      case 'heading': {
        const t = token as Tokens.Heading;
        doc
          .moveDown(t.depth <= 2 ? 0.8 : 0.5)
          .font('Helvetica-Bold')
          .fontSize(t.depth === 1 ? 18 : t.depth === 2 ? 14 : 12)
          .fillColor(headingColor)
          .text(plain(t.tokens, t.text));
        doc.moveDown(0.3).font('Helvetica').fontSize(11).fillColor('black');
        break;
      }
      case 'paragraph': {
        const t = token as Tokens.Paragraph;
        doc
          .font('Helvetica')
          .fontSize(11)
          .fillColor('black')
          .text(plain(t.tokens, t.text), { paragraphGap: 6, lineGap: 2 });
        break;
      }
      case 'list': {
        const t = token as Tokens.List;
        t.items.forEach((item, i) => {
          const bullet = t.ordered ? `${Number(t.start || 1) + i}.` : '•';
          doc
            .font('Helvetica')
            .fontSize(11)
            .text(`${bullet} ${plain(item.tokens, item.text)}`, {
              indent: 12,
              paragraphGap: 3,
              lineGap: 2,
            });
        });
        doc.moveDown(0.4);
        break;
      }
      case 'table': {
        const t = token as Tokens.Table;
        doc
          .font('Helvetica-Bold')
          .fontSize(10)
          .text(t.header.map((h) => plain(h.tokens, h.text)).join('  |  '));
        doc.font('Helvetica').fontSize(10);
        for (const row of t.rows)
          doc.text(row.map((cell) => plain(cell.tokens, cell.text)).join('  |  '), { lineGap: 1 });
        doc.moveDown(0.5);
        break;
      }
      case 'blockquote':
        renderTokens(doc, (token as Tokens.Blockquote).tokens, headingColor);
        break;
      case 'hr':
        doc
          .moveDown(0.3)
          .moveTo(MARGIN, doc.y)
          .lineTo(doc.page.width - MARGIN, doc.y)
          .strokeColor('#cccccc')
          .stroke()
          .moveDown(0.5);
        break;
      case 'code':
        doc
          .font('Courier')
          .fontSize(9)
          .text((token as Tokens.Code).text, { paragraphGap: 6 });
        break;
      default:
        break;
    }
  }
}

/**
 * The report as a PDF: a header with the inputs, the facts from the stored structure, then the
 * written report. pdfkit and its fonts
 * (about 25 MB resident) are loaded by the first PDF asked for, not at start (decision 020).
 */
export async function renderReportPdf(
  report: TReport,
  brand: PdfBrand = DEFAULT_PDF_BRAND,
): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: {
      Title: `${brand.brandName} report: ${report.locationName}, ${report.date}`,
      Author: brand.brandName,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  if (brand.logoPng) {
    doc.image(brand.logoPng, MARGIN, MARGIN, { fit: [40, 40] });
    doc.y = MARGIN + 46;
  }
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(brand.headingColor)
    .text(`${brand.brandName.toUpperCase()} SCOUTING REPORT`);
  doc.font('Helvetica-Bold').fontSize(20).fillColor('black').text(report.locationName);
  const facts = [
    report.date,
    report.speciesName ?? 'Best targets for the day',
    FISHING_TYPE_LABELS[report.fishingType],
    BAIT_TYPE_LABELS[report.baitType],
    HABITAT_LABELS[report.habitat],
    report.score !== null ? `Score ${report.score}/100` : null,
  ].filter(Boolean);
  doc.font('Helvetica').fontSize(11).fillColor('#444444').text(facts.join('  ·  '));
  if (report.writer.note)
    doc.moveDown(0.5).fontSize(9).fillColor('#7a4b00').text(report.writer.note);
  // The facts come from the stored structure, so every field the science stores reaches the
  // paper whichever writer wrote the text; the writer's words follow. A report whose structure
  // could not be read (decision 017) prints its text alone.
  const sections = report.structured ? reportPdfFacts(report.structured) : [];
  for (const section of sections) {
    doc
      .moveDown(0.6)
      .font('Helvetica-Bold')
      .fontSize(12)
      .fillColor(brand.headingColor)
      .text(section.heading)
      .moveDown(0.2)
      .font('Helvetica')
      .fontSize(10)
      .fillColor('black');
    for (const line of section.lines) doc.text(line, { paragraphGap: 3, lineGap: 1 });
  }
  if (sections.length)
    doc
      .moveDown(0.8)
      .font('Helvetica-Bold')
      .fontSize(14)
      .fillColor(brand.headingColor)
      .text("In the writer's words");
  doc.moveDown(0.5).fillColor('black');
  renderTokens(doc, new Lexer().lex(report.markdown), brand.headingColor);
  doc
    .moveDown(1)
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#666666')
    .text(
      `Created ${report.createdAt.slice(0, 10)}. Times are local to ${report.timeZone}. Solunar periods are angling tradition, not a guarantee.`,
    );
  doc.end();
  return await done;
}
