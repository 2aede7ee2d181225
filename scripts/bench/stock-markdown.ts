/**
 * The stock site's Markdown: deterministic filler prose, tables and JSON code
 * blocks sized like the rendered article of our page.
 */
import type {Locale, SourceDoc} from './our-docs';

/** A small deterministic generator, so two runs build the same stock site. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS: Record<Locale, string[]> = {
  vi: 'khách hàng đơn hàng sản phẩm thanh toán phiếu thu mã lỗi trạng thái người dùng chiến dịch cơ hội tổng đài cuộc gọi kho hàng báo giá hợp đồng danh mục đơn vị nhà sản xuất xuất xứ tồn kho nhân viên phụ trách nhóm ngành nghề nguồn quan hệ điểm thưởng đồng bộ xóa khôi phục cập nhật tạo mới chi tiết danh sách tham số bắt buộc tùy chọn giá trị kiểu dữ liệu chuỗi số nguyên ngày giờ phản hồi yêu cầu xác thực mã truy cập giới hạn trang kết quả'.split(
    ' ',
  ),
  en: 'customer order product payment receipt error code status user campaign opportunity call centre warehouse quote contract category unit manufacturer origin inventory staff manager group industry source relation bonus points sync delete restore update create detail list parameter required optional value type string integer date time response request authentication access token limit page result field record business code'.split(
    ' ',
  ),
};

function sentence(rnd: () => number, locale: Locale, words: number): string {
  const list = WORDS[locale];
  const out: string[] = [];
  for (let i = 0; i < words; i++) out.push(list[Math.floor(rnd() * list.length)]!);
  const s = out.join(' ');
  return `${s.charAt(0).toUpperCase()}${s.slice(1)}.`;
}

function jsonBlock(rnd: () => number, locale: Locale, chars: number): string {
  const lines = ['{'];
  let size = 2;
  let i = 0;
  while (size < chars) {
    const key = `field_${i++}`;
    const value = rnd() < 0.4 ? String(Math.floor(rnd() * 100000)) : JSON.stringify(sentence(rnd, locale, 3));
    const line = `  "${key}": ${value},`;
    lines.push(line);
    size += line.length + 1;
  }
  lines.push('  "ok": true', '}');
  return ['```json', ...lines, '```'].join('\n');
}

/** Markdown with about `prose` characters of text (paragraphs, tables) and `code` characters in code blocks. */
export function stockMarkdown(doc: SourceDoc, seed: number): string {
  const rnd = prng(seed);
  const {locale} = doc;
  const prose = Math.max(doc.proseChars, 400);
  let code = doc.codeChars;
  const parts: string[] = [];
  let proseSoFar = 0;
  while (proseSoFar < prose || code > 0) {
    const heading = sentence(rnd, locale, 3).replace(/\.$/, '');
    parts.push(`## ${heading}`);
    proseSoFar += heading.length;
    const paragraph = Array.from({length: 3}, () => sentence(rnd, locale, 8 + Math.floor(rnd() * 8))).join(' ');
    parts.push(paragraph);
    proseSoFar += paragraph.length;
    if (proseSoFar < prose && rnd() < 0.6) {
      const rows = ['| Tham số | Kiểu | Bắt buộc | Mô tả |', '|---|---|---|---|'];
      for (let r = 0; r < 5 && proseSoFar < prose; r++) {
        const description = sentence(rnd, locale, 6);
        rows.push(`| \`field_${r}\` | string | ${rnd() < 0.5 ? 'yes' : 'no'} | ${description} |`);
        proseSoFar += description.length + 20;
      }
      parts.push(rows.join('\n'));
    }
    if (code > 0) {
      const size = Math.min(code, 300 + Math.floor(rnd() * 900));
      parts.push(jsonBlock(rnd, locale, size));
      code -= size;
    }
  }
  const fm = Object.entries(doc.frontMatter).map(([k, v]) => `${k}: ${v}`);
  return `---\n${fm.join('\n')}\n---\n\n${parts.join('\n\n')}\n`;
}
