/**
 * The four kinds of evidence a fact of the API can have, as plain data that
 * the pages, the Markdown twins and the MCP server show (see ./provenance.ts
 * for the `x-evidence` extension that states them in the sources).
 */

export const EVIDENCE_KEY = 'x-evidence';
export const ENUM_EVIDENCE_KEY = 'x-enum-evidence';

/** Strongest first: a fact shows the strongest evidence it has. */
export const STATUSES = ['published', 'derived', 'clients', 'unpublished'] as const;
export type Status = (typeof STATUSES)[number];

export type Provenance =
  | {status: 'published'; page: string; as?: string; required?: boolean; reason?: string}
  | {status: 'derived'; from: string}
  | {
      status: 'clients';
      calls: string[];
      /** Words of a comment of one of the calls (api/evidence/client-findings.json). */
      comment?: string;
      /** The cited comment says its authors tried it against the platform ("tested", "confirmed"). */
      tested?: boolean;
      /** A finding across clients: `section: words` (`error_handling_seen.messages_matched: trùng`). */
      finding?: string;
    }
  | {status: 'unpublished'; description?: string};
