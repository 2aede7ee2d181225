/**
 * The doc pages the spec lists for each version (site-spec.md §2), as doc ids.
 * 6.1's call_center and fund pages are "several pages" in the spec; the
 * facts name get_cdr, inbound_call and sheet_detail, and we ship the 6.0 set.
 */
import {UNLISTED_DOCS} from '../../scripts/check-sidebars';

const expand = (category: string, pages: string): string[] => pages.split(',').map((p) => `${category}/${p.trim()}`);

export const SPEC_PAGES: Record<string, string[]> = {
  '4.0': [
    'intro',
    'errors',
    'user',
    'webhook',
    ...expand('call_center', 'cdr, click2call, get_extension, inbound, intro'),
    ...expand('campaign_opportunity', 'campaign_list, campaign_status, create_opportunity, intro, opportunity_list'),
    ...expand('config', 'countries, districts, provinces, intro'),
    ...expand(
      'customer',
      'change_manager, create, custom_field, customer_group, delete, detail, edit, industry, intro, list, order_status, relation, restore, sources, sync, sync_deleted',
    ),
    ...expand('fund', 'intro, list, sheet_detail'),
    ...expand('order', 'approve, create, custom_field, detail, edit, intro, list, payment'),
    ...expand(
      'product',
      'category, create, custom_field, detail, edit, intro, inventory, list, manufacturer, origin, unit',
    ),
    ...expand('ticket', 'category, create, intro'),
  ],
  '6.0': [
    'intro',
    'errors',
    'needed_info',
    'user',
    'webhook',
    ...expand('call_center', 'get_cdr, get_extension, inbound_call, intro'),
    ...expand('campaign_opportunity', 'campaign_list, campaign_status, create_opportunity, intro, opportunity_list'),
    ...expand('config', 'countries, districts, intro, provinces'),
    ...expand(
      'customer',
      'change_manager, comments, create, create_customer_group, custom_field, customer_group, delete, delete_customer_group, detail, edit, edit_customer_group, industry, intro, list, order_status, relation, restore, sources, sync, sync_deleted',
    ),
    ...expand('fund', 'intro, list, sheet_detail'),
    ...expand('order_contract', 'create, delete, detail, edit, intro, list'),
    ...expand('order', 'approve, best_seller, create, custom_field, detail, edit, intro, list, payment'),
    ...expand(
      'product',
      'create, create_category, custom_field, delete_category, detail, detail_category, edit, edit_category, intro, inventory, list, list_category, manufacturer, origin, unit',
    ),
    ...expand('quote', 'approve, create, custom_field, detail, edit, intro, list'),
    ...expand('ticket', 'category, create, edit, intro'),
  ],
  '6.1': [
    'intro',
    'needed_info',
    ...expand('account', 'account-bonus-point, change-manager, create, delete, detail, intro, list, restore, update'),
    ...expand(
      'account-report',
      'account-campain-report, account-industry-report, account-province-report, account-relation-report, account-type-report, account-user-report, intro',
    ),
    ...expand('call_center', 'get_cdr, inbound_call, intro'),
    ...expand('campaign', 'create, detail, intro, list, update'),
    ...expand('fund', 'sheet_detail, intro'),
    ...expand('opportunity', 'create, detail, intro, list, update'),
    ...expand('product', 'create, delete, detail, intro, list, restore, update'),
    ...expand('purchase-order', 'create, delete, detail, intro, list, others, payment, update'),
    ...expand('sale-order', 'approve, cancel, create, delete, detail, intro, list, payment, restore, update'),
    ...expand('task', 'cancel, complete, create, delete, detail, intro, list, restore, update'),
    ...expand('ticket', 'categories, create, detail, intro, list, status, update'),
  ],
};

/** Pages that exist but are in no sidebar, as the spec says: the list `npm run check` holds the sidebars to. */
export const UNLISTED: Record<string, string[]> = Object.fromEntries(
  Object.keys(SPEC_PAGES).map((version) => [version, Object.keys(UNLISTED_DOCS[version] ?? {})]),
);
