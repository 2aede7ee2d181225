/**
 * Components every MDX page may use without importing them. The API pages'
 * generated JSX (tabs, endpoint line) relies on this list.
 */
import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import ApiEndpoint from '@site/src/components/ApiEndpoint';
import ApiDownloads from '@site/src/components/ApiDownloads';
import ApiTable from '@site/src/components/ApiTable';
import ApiFields from '@site/src/components/ApiFields';
import ApiDomainField from '@site/src/components/ApiDomainField';
import ApiRequestBuilder from '@site/src/components/ApiRequestBuilder';
import ApiJumpToExample from '@site/src/components/ApiOperationLayout';
import StaticTable from '@site/src/components/StaticTable';
import ApiEvidence from '@site/src/components/ApiEvidence';

export default {
  ...MDXComponents,
  Tabs,
  TabItem,
  ApiEndpoint,
  ApiDownloads,
  ApiTable,
  ApiFields,
  ApiDomainField,
  ApiRequestBuilder,
  ApiJumpToExample,
  StaticTable,
  ApiEvidence,
};
