/**
 * `<ApiConvention name="evidence-rank"/>` on each version's sources page: the
 * kinds of evidence, strongest first, in the order of EVIDENCE_RANK
 * (api/lib/evidence/rank.ts), each with why it stands there, and how many of
 * the version's client calls are of each kind (api/evidence/client-findings.json).
 */
import type {List, RootContent} from 'mdast';
import {TESTED_WORDS} from '../api/lib/evidence/findings';
import {loadEvidence} from '../api/lib/evidence/load';
import {CALL_KINDS, EVIDENCE_RANK, type EvidenceKind} from '../api/lib/evidence/rank';
import {apiVersions} from '../api/lib/model/load';
import type {Locale} from '../api/lib/pages/site';
import {paragraph, strong, text} from './mdast';

type RankWords = {
  intro: string;
  kinds: Record<EvidenceKind, {label: string; why: string}>;
  /** `{counts}`: the kinds of this version's calls, `{tested}`: how many say they were tested, `{version}`. */
  calls: string;
  /** A call kind's name in the counts. */
  nouns: Record<(typeof CALL_KINDS)[number], string>;
};

export const RANK_WORDS: Record<Locale, RankWords> = {
  vi: {
    intro:
      'Khi nhiều nguồn cùng nói về một thông tin, tài liệu dựa vào nguồn mạnh nhất. Các loại nguồn, từ mạnh nhất đến yếu nhất:',
    kinds: {
      page: {
        label: 'Trang công khai của nền tảng.',
        why: 'Nền tảng tự công bố điều này trong tài liệu của mình.',
      },
      'tenant-report': {
        label: 'Báo cáo của công cụ kiểm tra trên một CRM thật.',
        why: 'Công cụ kiểm tra của trang này gửi đúng request mẫu tới CRM của một đơn vị tích hợp và ghi lại phản hồi, kèm ngày chạy và phiên bản tài liệu. Đó là phản hồi thật của nền tảng, nhưng chỉ trên một CRM.',
      },
      'tested-comment': {
        label: 'Ghi chú "đã thử" của chương trình tích hợp.',
        why: 'Tác giả viết rằng họ đã gọi thử trên nền tảng và thấy phản hồi ("tested", "confirmed"). Đây là điều họ quan sát được, chưa phải cam kết của nền tảng.',
      },
      code: {
        label: 'Mã đang chạy của chương trình tích hợp.',
        why: 'Đoạn mã chạy thật và sẽ hỏng nếu nền tảng phản hồi khác, nhưng không ai ghi lại điều đã thấy.',
      },
      probe: {
        label: 'Script dò thử.',
        why: 'Script gọi thử tên trường hay đường dẫn. Nó thấy phản hồi thật, nhưng ghi lại cả những lần thử thất bại.',
      },
      notes: {
        label: 'Ghi chép của nhóm tích hợp.',
        why: 'Do người viết và không chạy. Ghi chép có thể nói về một CRM khác hoặc một bản cũ của nền tảng.',
      },
      'doc-example': {
        label: 'Ví dụ trong tài liệu hướng dẫn của một chương trình.',
        why: 'Không chạy, không ai quan sát. Ví dụ chỉ cho thấy điều tác giả mong đợi; khi một lời gọi chạy thật cho thấy cùng điều đó, tài liệu dẫn lời gọi ấy.',
      },
    },
    calls:
      'Các lời gọi tới phiên bản {version} của chương trình tích hợp công khai, theo loại: {counts}. Trong đó {tested} lời gọi có ghi chú "đã thử".',
    nouns: {
      code: 'mã đang chạy',
      probe: 'script dò thử',
      notes: 'ghi chép',
      'doc-example': 'ví dụ trong tài liệu hướng dẫn',
    },
  },
  en: {
    intro:
      'Where several sources speak of the same fact, these pages rely on the strongest. The kinds of source, strongest first:',
    kinds: {
      page: {label: "The platform's published page.", why: 'The platform states it in its own documentation.'},
      'tenant-report': {
        label: 'A verifier report from a real CRM.',
        why: "This site's verifier sent the pages' own requests to an integrator's CRM and recorded what came back, with the date and the docs' version. It is the platform's real answer, on one CRM only.",
      },
      'tested-comment': {
        label: 'A client program\'s "tested" comment.',
        why: 'Its authors wrote that they tried it against the platform and saw the response ("tested", "confirmed"). It is what they observed, not a promise of the platform.',
      },
      code: {
        label: "A client program's running code.",
        why: 'The code runs and would break if the platform answered otherwise, but nobody wrote down what it saw.',
      },
      probe: {
        label: 'A probe script.',
        why: 'The script tries field names or paths. It sees real responses, but it records failed attempts too.',
      },
      notes: {
        label: "A client team's own notes.",
        why: 'People wrote them and nothing runs them. Notes may describe another CRM or an older platform.',
      },
      'doc-example': {
        label: "An example in a client program's help file.",
        why: 'Nobody runs or observes it. It shows what its author expected; where a running call shows the same, the pages cite that call.',
      },
    },
    calls:
      'Calls of public client programs to version {version}, by kind: {counts}. Of these, {tested} carry a "tested" comment.',
    nouns: {code: 'running code', probe: 'probe', notes: 'notes', 'doc-example': 'help-file example'},
  },
};

export function evidenceRank(ctx: {siteDir: string; version: string; locale: Locale}): RootContent[] {
  const w = RANK_WORDS[ctx.locale];
  const list: List = {
    type: 'list',
    ordered: true,
    spread: false,
    children: EVIDENCE_RANK.map((kind) => ({
      type: 'listItem',
      spread: false,
      children: [paragraph([strong(w.kinds[kind].label), text(` ${w.kinds[kind].why}`)])],
    })),
  };
  const calls = loadEvidence(ctx.siteDir, apiVersions(ctx.siteDir)).calls.filter((c) => c.version === ctx.version);
  const counts = CALL_KINDS.map((kind) => `${w.nouns[kind]} ${calls.filter((c) => c.kind === kind).length}`).join(', ');
  return [
    paragraph([text(w.intro)]),
    list,
    paragraph([
      text(
        w.calls
          .replace('{version}', ctx.version)
          .replace('{counts}', counts)
          .replace('{tested}', String(calls.filter((c) => c.comments.some((m) => TESTED_WORDS.test(m))).length)),
      ),
    ]),
  ];
}
