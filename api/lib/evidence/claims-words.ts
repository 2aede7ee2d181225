/**
 * The words the claims check reads, in both languages: how a sentence says
 * that the platform does not document its claim, and how it states each kind
 * of claim (claims-kinds.ts).
 */

/** Words that say a sentence's claim is not documented (each locale's ways of saying it). */
const NOT_DOCUMENTED: readonly RegExp[] = [
  /\b(?:not|never|no(?:thing)?)\b[^.;:]{0,60}\b(?:document(?:ed|s)?|publish(?:ed|es)?|say|says|state[sd]?|show[sn]?|list(?:ed|s)?)\b/i,
  /\bundocumented\b|\bunpublished\b|\bnot published\b/i,
  /\b(?:does|do|did)\s+not\s+(?:say|document|publish|state|give|list|show)\b/i,
  /không\s+(?:được\s+)?(?:công bố|ghi|nói|nêu|mô tả|liệt kê|cho biết)/i,
  /chưa\s+(?:được\s+)?(?:công bố|ghi|nói|nêu)/i,
  /không\s+(?:\S+\s+){0,4}(?:công bố|nói rõ|nêu rõ|cho biết)/i,
];

export const saysNotDocumented = (text: string) => NOT_DOCUMENTED.some((re) => re.test(text));

/** A unit's sentences (a claim is judged per sentence). */
export const sentences = (text: string) => text.split(/(?<=[.;!?])\s+(?=[A-ZÀ-Ỹ`(])/u);

/** "is unique", "must not match another customer's code", "không được trùng", "là duy nhất". */
export const UNIQUE =
  /\b(?:is|are|be|stays?|remains?)\s+unique\b|\bunique\s+(?:within|across|in|per|among)\b|\bmust\s+not\s+(?:match|repeat|equal|duplicate)\b|\bno\s+two\s+\w+\s+(?:can|may)\s+(?:share|have)\b|không\s+được\s+trùng|phải\s+là\s+duy\s+nhất|là\s+duy\s+nhất|duy\s+nhất\s+(?:trong|trên)/i;

/** "the CRM generates a code", "a code is generated", "tự sinh mã", "CRM tạo mã". */
export const GENERATED =
  /\b(?:CRM|platform|server|API|system)\s+(?:then\s+|will\s+|to\s+)?(?:generates?|creates?|assigns?|fills?\s+in|makes?\s+up)\b[^.;]{0,40}\b(?:code|number|one)s?\b|\b(?:code|number)s?\b[^.;]{0,30}\b(?:is|are|gets?|get)\s+(?:auto-?)?generated\b|\bauto-?generat\w*|tự\s+sinh|tự\s+động\s+(?:sinh|tạo|cấp)\s+mã|(?:CRM|hệ\s+thống|nền\s+tảng)\s+(?:sẽ\s+)?(?:tự\s+)?(?:sinh|tạo|cấp)\s+(?:một\s+)?mã/i;

/** "requires", "must send", "bắt buộc" (not "does not require", "không bắt buộc"). */
export const REQUIRES =
  /\b(?:requires?|required|must\s+(?:send|carry|include|have|be\s+given)|mandatory)\b|bắt\s+buộc|phải\s+(?:gửi|có|kèm)|cần\s+(?:gửi|có)/i;
export const NOT_REQUIRED =
  /\b(?:not|never|no longer)\s+(?:\w+\s+){0,2}(?:require|required|mandatory)|\boptional\b|không\s+(?:\S+\s+){0,2}(?:bắt\s+buộc|cần)|tùy\s+chọn/i;

/**
 * A statement about every member of a class of operations: every list, all list endpoints, every endpoint
 * ("each list's page…", "every other list", "every list in this group", "mọi danh sách khác" are not: they
 * are scoped or distributive).
 */
export const EVERY_LIST =
  /\b(?:every|all(?:\s+the)?)\s+(?:v?[\d.]+\s+)?list(?:s|\s+endpoints?)?\b(?!\s+(?:filters?|items?|values?|in|of|on|under|with|whose|that|which|other)\b|'s)|mọi\s+(?:endpoint\s+)?danh\s+sách(?!\s+(?:khác|tra\s+cứu|trong|của|con|mà|có))|tất\s+cả\s+(?:các\s+)?(?:endpoint\s+)?danh\s+sách(?!\s+(?:khác|tra\s+cứu|trong|của|con|mà|có))/i;
export const EVERY_ENDPOINT =
  /\b(?:every|all(?:\s+the)?)\s+(?:v?[\d.]+\s+)?(?:API\s+[\d.]+\s+)?(?:endpoints?|operations?)\b(?!\s+(?:in|of|on|under|with|whose|that|which|other)\b|'s)|mọi\s+(?:endpoint|thao\s+tác)(?!\s+(?:khác|trong|của|trên|mà|có))|tất\s+cả\s+(?:các\s+)?(?:endpoint|thao\s+tác)(?!\s+(?:khác|trong|của|trên|mà|có))/i;

/** Names a list takes or answers that a sentence may write without backticks, in a list of three or more. */
export const LIST_WORDS = ['fields', 'filtering', 'sort', 'direction', 'limit', 'offset', 'page', 'has_more'];
const word = `(?:${LIST_WORDS.join('|')})`;
export const LIST_OF_WORDS = new RegExp(`\\b${word}(?:\\s*(?:,|,?\\s+and|,?\\s+và)\\s*${word}){2,}\\b`, 'i');
