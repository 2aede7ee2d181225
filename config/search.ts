/**
 * What the site's search and the MCP server's search share (browser-safe: no
 * Node imports): the weights of a page's parts, Pagefind's ranking and how a
 * query and a text are compared. scripts/search-index.ts writes the weights
 * into the Pagefind index; the search dialog (src/components/Search) and the
 * MCP server's search_docs (mcp/search.ts) run the same Pagefind script on
 * that index with the options and query handling below.
 */

/**
 * Weights of a doc page's parts: the title and the lead say what a page is
 * about; an operation's path names it; the h2 sections name its topics (6,
 * Pagefind's default for h2) and their subsections (h3, h4) are details;
 * tables list many words that belong to fields; other text counts 1.
 */
export const WEIGHTS = {title: 10, lead: 4, endpoint: 10, section: 6, subheading: 3, table: 0.5, body: 1} as const;

/** Pagefind's ranking: term frequency counts less and long pages pay more than by default, so a page about X outranks a long table that mentions X often. */
export const RANKING = {
  termFrequency: 0.1,
  pageLength: 0.1,
  termSaturation: 2,
  termSimilarity: 9,
  diacriticSimilarity: 0.8,
  // Pagefind searches metadata too: a reference page's "endpoint" (its method and path, shown in results) is
  // already in the page's text with the endpoint weight, and must not count twice.
  metaWeights: {endpoint: 0},
} as const;

/**
 * A concept: its English and Vietnamese words, and `aliases`, words of the same language that readers use for it
 * where the site says it otherwise (a page whose title changed, a task in the reader's words): a query holding
 * one runs with the side's first word, whatever the marks ("error codes" is "error", "ma loi" is "lỗi"). `old`
 * are Vietnamese aliases of one kind: the words the site used before the writers' glossary (docs-glossary.yaml)
 * chose the first `vi` word, its variants (a test holds them so).
 */
type Concept = {
  en: readonly string[];
  vi: readonly string[];
  aliases?: {en?: readonly string[]; vi?: readonly string[]};
  old?: readonly string[];
};

/**
 * The API's concepts in the site's two languages, one line each: the English words, then the Vietnamese words
 * the site itself uses for it (page titles, sidebar categories, the sources' `x-displayName`, the conventions'
 * headings). A query holding the other language's words for a concept also runs with this locale's words, and a
 * Vietnamese query typed without tone marks also runs with them (conceptVariants): "pagination" in Vietnamese
 * is "phân trang" too, "phan trang" is "phân trang", "khach hang" in English is "customer". The first word of
 * each side is the one a query is rewritten with; longer phrases win over their parts ("sales order" over
 * "order"). English words match their plural too.
 */
export const CONCEPTS: readonly Concept[] = [
  {en: ['customer', 'account'], vi: ['khách hàng']},
  {en: ['customer group', 'account type'], vi: ['nhóm khách hàng']},
  {en: ['customer source', 'account source'], vi: ['nguồn khách hàng']},
  {en: ['customer report'], vi: ['báo cáo khách hàng']},
  {en: ['customer comment'], vi: ['trao đổi khách hàng']},
  {en: ['manager', 'account manager'], vi: ['nhân viên phụ trách'], old: ['người phụ trách']},
  {en: ['order'], vi: ['đơn hàng']},
  {en: ['sales order', 'sale order'], vi: ['đơn bán hàng'], old: ['đơn hàng bán', 'đơn bán']},
  {en: ['purchase order'], vi: ['đơn mua hàng'], old: ['đơn hàng mua', 'đơn mua']},
  {en: ['best seller', 'best-selling'], vi: ['bán chạy']},
  {en: ['payment', 'pay'], vi: ['thanh toán']},
  {en: ['product'], vi: ['sản phẩm']},
  {en: ['product category'], vi: ['danh mục sản phẩm']},
  {en: ['manufacturer'], vi: ['nhà sản xuất']},
  {en: ['origin'], vi: ['xuất xứ']},
  {en: ['unit of measurement', 'unit'], vi: ['đơn vị tính']},
  {en: ['inventory', 'stock'], vi: ['tồn kho']},
  {en: ['warehouse'], vi: ['kho hàng']},
  {en: ['inbound stock', 'stock receipt'], vi: ['nhập kho']},
  {en: ['ticket', 'support ticket'], vi: ['phiếu hỗ trợ']},
  {en: ['campaign'], vi: ['chiến dịch']},
  {en: ['opportunity'], vi: ['cơ hội']},
  {en: ['quote', 'quotation'], vi: ['báo giá']},
  {en: ['sales contract', 'contract'], vi: ['hợp đồng bán', 'hợp đồng']},
  {en: ['task'], vi: ['công việc']},
  {en: ['user'], vi: ['người dùng']},
  {en: ['fund'], vi: ['quỹ']},
  {en: ['receipt voucher', 'receipt'], vi: ['phiếu thu']},
  {en: ['bonus point', 'point'], vi: ['điểm thưởng']},
  {en: ['call centre', 'call center'], vi: ['tổng đài']},
  {en: ['extension'], vi: ['máy lẻ']},
  {en: ['call log', 'call detail record'], vi: ['nhật ký cuộc gọi']},
  {en: ['configuration'], vi: ['cấu hình']},
  {en: ['country'], vi: ['quốc gia']},
  {en: ['province'], vi: ['tỉnh/thành phố'], old: ['tỉnh thành', 'tỉnh thành phố']},
  {en: ['district'], vi: ['quận huyện']},
  {en: ['industry'], vi: ['ngành nghề'], old: ['lĩnh vực kinh doanh', 'lĩnh vực']},
  {en: ['relationship', 'relation'], vi: ['mối quan hệ']},
  {en: ['status'], vi: ['trạng thái']},
  {en: ['pagination', 'paging'], vi: ['phân trang']},
  {en: ['filtering', 'filter'], vi: ['lọc dữ liệu', 'lọc']},
  {en: ['sorting', 'sort'], vi: ['sắp xếp']},
  {en: ['field'], vi: ['trường']},
  {en: ['custom field'], vi: ['trường tùy chỉnh']},
  {en: ['authentication', 'api key'], vi: ['xác thực'], old: ['khóa API']},
  {en: ['client program'], vi: ['chương trình tích hợp'], old: ['chương trình khách']},
  {en: ['status code'], vi: ['mã trạng thái'], old: ['mã HTTP']},
  // The errors page was "Error codes" ("Mã lỗi") before its title became "Errors" ("Lỗi").
  {en: ['error'], vi: ['lỗi'], aliases: {en: ['error code'], vi: ['mã lỗi']}},
  {en: ['retry', 'rate limit'], vi: ['thử lại', 'giới hạn tần suất']},
  {en: ['identifier'], vi: ['định danh']},
  {en: ['duplicate'], vi: ['trùng']},
  {en: ['date'], vi: ['ngày giờ']},
  {en: ['response'], vi: ['phản hồi'], old: ['câu trả lời']},
  {en: ['request'], vi: ['yêu cầu']},
  {en: ['version'], vi: ['phiên bản']},
  {en: ['recipe'], vi: ['công thức tích hợp']},
  {en: ['mock server'], vi: ['máy chủ giả lập'], old: ['máy chủ mock']},
  {en: ['create'], vi: ['tạo']},
  {en: ['update', 'edit'], vi: ['cập nhật', 'sửa']},
  {en: ['delete'], vi: ['xóa']},
  {en: ['restore'], vi: ['khôi phục']},
  {en: ['list'], vi: ['danh sách']},
  {en: ['details', 'get'], vi: ['chi tiết']},
  {en: ['approve'], vi: ['duyệt']},
  {en: ['cancel'], vi: ['hủy']},
  {en: ['complete'], vi: ['hoàn thành']},
  // Reading what changed since a moment is what the sync pages and the sync recipe do.
  {
    en: ['sync'],
    vi: ['đồng bộ'],
    aliases: {
      en: ['changed since', 'updated since', 'filter by updated date', 'filter by update date'],
      vi: ['lọc theo ngày cập nhật', 'thay đổi từ', 'thay đổi kể từ', 'cập nhật từ'],
    },
  },
];

/** Lower case, without tone marks, đ as d: how a reader's words and a heading are compared. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase();
}

const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean);

/** A word of the query (folded) is a concept's word (folded): English words match their plural too. */
function sameWord(typed: string, word: string, english: boolean): boolean {
  if (typed === word || !english) return typed === word;
  return typed === `${word}s` || typed === `${word}es` || (word.endsWith('y') && typed === `${word.slice(0, -1)}ies`);
}

/** A concept's phrase (its folded words) and what it becomes; `own`: a Vietnamese phrase of a Vietnamese query. */
type Phrase = {words: string[]; to: string; english: boolean; own: boolean};

/** The phrases a query in `locale` is rewritten from, longest first: the other language's, and Vietnamese's own. */
function phrasesFor(locale: 'vi' | 'en'): Phrase[] {
  const other = locale === 'vi' ? 'en' : 'vi';
  // Aliases first: of two phrases of the same length, the first found wins (the sort below keeps the order).
  const aliases = CONCEPTS.flatMap((concept) =>
    (['en', 'vi'] as const).flatMap((side) =>
      [...(concept.aliases?.[side] ?? []), ...(side === 'vi' ? (concept.old ?? []) : [])].map((p) => ({
        words: wordsOf(fold(p)),
        to: concept[locale][0]!,
        english: side === 'en',
        own: false,
      })),
    ),
  );
  return [
    ...aliases,
    ...CONCEPTS.flatMap((concept) => [
      ...concept[other].map((p) => ({
        words: wordsOf(fold(p)),
        to: concept[locale][0]!,
        english: other === 'en',
        own: false,
      })),
      ...(locale === 'vi' ? concept.vi.map((p) => ({words: wordsOf(fold(p)), to: p, english: false, own: true})) : []),
    ]),
  ].sort((a, b) => b.words.length - a.words.length);
}

/**
 * The query with this locale's words for the concepts it names (CONCEPTS): another language's words are
 * translated and, in Vietnamese, words typed without tone marks get them ("phan trang" → "phân trang"); words
 * typed with tone marks, and words that name no concept, stay as typed. Undefined when nothing changes.
 */
export function conceptVariant(query: string, lang: string): string | undefined {
  const phrases = phrasesFor(lang.startsWith('vi') ? 'vi' : 'en');
  const typed = wordsOf(query);
  const folded = typed.map(fold);
  const out: string[] = [];
  for (let i = 0; i < typed.length;) {
    const hit = phrases.find((p) =>
      p.words.every((w, k) => i + k < typed.length && sameWord(folded[i + k]!, w, p.english)),
    );
    const span = hit ? typed.slice(i, i + hit.words.length).join(' ') : '';
    const unmarked = fold(span) === span.toLowerCase();
    if (hit && (!hit.own || (unmarked && span.toLowerCase() !== hit.to))) {
      out.push(hit.to);
      i += hit.words.length;
    } else {
      out.push(typed[i]!);
      i += 1;
    }
  }
  const variant = out.join(' ');
  return variant !== typed.join(' ') ? variant : undefined;
}

/*
 * Running a query on Pagefind's own `pagefind.js`, the same in the search
 * dialog (src/components/Search/engine.ts, in the browser) and in the MCP
 * server's search_docs (mcp/pagefind.ts, under Node): same options, same
 * scope, same folding, same merge of the "đ" variants, same section choice.
 */

/** Pagefind's options: excerpts of 24 words and the ranking above. */
export const PAGEFIND_OPTIONS = {excerptLength: 24, ranking: RANKING} as const;

export type PagefindSubResult = {title: string; url: string; excerpt: string};
export type PagefindData = {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  sub_results?: PagefindSubResult[];
};
export type PagefindResult = {id: string; score: number; data: () => Promise<PagefindData>};
/** What both sides use of a Pagefind instance (the module itself or `createInstance()`'s value). */
export type Pagefind = {
  options: (opts: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  /** A null query with filters: every page the filters keep. */
  search: (
    query: string | null,
    opts?: {filters?: Record<string, string>},
  ) => Promise<{results: PagefindResult[]} | null>;
  /** Every filter's values and their page counts (loads the filters' chunks). */
  filters: () => Promise<Record<string, Record<string, number>>>;
};

/**
 * Pagefind folds Vietnamese tone marks but keeps "đ" apart from "d", while
 * readers who type without marks write "d" for both. The query is also run
 * with "đ" in place of "d", word by word (at most 8 variants).
 */
export function dVariants(query: string): string[] {
  const words = query.split(/\s+/).filter(Boolean);
  let variants = [''];
  for (const word of words) {
    const alternatives =
      /d/i.test(word) && variants.length < 8 ? [word, word.replace(/d/g, 'đ').replace(/D/g, 'Đ')] : [word];
    variants = variants.flatMap((v) => alternatives.map((w) => (v ? `${v} ${w}` : w)));
  }
  return variants;
}

/**
 * A version the query names as a word of its own ("create sale order 6.1",
 * "v6.1"): that version is searched, and the word leaves the query unless it
 * is all the query is. A version inside a path (/api/v6.1/…) is no such word.
 */
export function versionInQuery(
  query: string,
  versions: readonly string[],
): {query: string; version: string | undefined} {
  const words = query.trim().split(/\s+/).filter(Boolean);
  const named = (w: string) => {
    // "v6", "v6.1" or "6.1"; a bare "6" (or "401") is no version.
    const match = /^(?:v(\d+(?:\.\d+)?)|(\d+\.\d+))$/i.exec(w);
    const v = match?.[1] ?? match?.[2];
    if (!v) return undefined;
    return versions.find((known) => known === v || known === `${v}.0`);
  };
  const index = words.findIndex((w) => named(w) !== undefined);
  if (index < 0) return {query: query.trim(), version: undefined};
  const version = named(words[index]);
  // "version 6.1", "api 6.1", "phiên bản 6.1": the words that announce the number go too.
  let start = index;
  if (start > 0 && /^(?:version|api)$/i.test(words[start - 1])) start -= 1;
  else if (start > 1 && /^(?:bản|ban)$/i.test(words[start - 1]) && /^(?:phiên|phien)$/i.test(words[start - 2]))
    start -= 2;
  const rest = [...words.slice(0, start), ...words.slice(index + 1)];
  return {query: rest.length > 0 ? rest.join(' ') : query.trim(), version};
}

/** The filter that names each operation of a page, `POST /api/v6.1/account` (scripts/search-index.ts writes it). */
export const ENDPOINT_FILTER = 'endpoint';
