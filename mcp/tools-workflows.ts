/**
 * The workflow tools: list_workflows and get_workflow, the recipes of a
 * version as their Arazzo 1.0 workflows (mcp/workflows.ts), read from the
 * build folder or the site the server was started on. They only read the docs
 * (readOnlyHint; openWorldHint false: nothing beyond the docs).
 */
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';
import {LOCALES} from '../config/locales';
import {VERSIONS} from '../config/versions';
import {answer} from './answer';
import type {Source} from './source';
import {Workflows} from './workflows';

const versions = VERSIONS.join(', ');
const locales = LOCALES.join(', ');

export function registerWorkflowTools(server: McpServer, source: Source): void {
  const version = z.string().describe(`API version: ${versions}`);
  const locale = z.string().optional().describe(`Language of the answer: ${locales} (default vi)`);
  const workflows = new Workflows(source);

  server.registerTool(
    'list_workflows',
    {
      title: 'List the recipes as workflows',
      description:
        "Lists an API version's recipes as Arazzo 1.0 workflows (sync customers, upsert a customer, create a sales order, handle a webhook…): workflowId, summary, step ids, the recipe's page and the workflow file.",
      inputSchema: {version, locale},
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async (args) => answer(() => workflows.list(args.version, args.locale)),
  );

  server.registerTool(
    'get_workflow',
    {
      title: 'One workflow, step by step',
      description:
        'One recipe as its documented sequence of steps, to follow in order: per step the operation (operationId, method, path, page), the parameters and body it sends (runtime expressions such as $inputs.x and $steps.s.outputs.o kept, the example value beside them), its success criteria, where it goes next (onSuccess / onFailure), and what it passes on to which later steps; plus the inputs and the recipe page.',
      inputSchema: {
        version,
        workflow: z.string().describe('A workflowId from list_workflows, e.g. upsert-customer'),
        locale,
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async (args) => answer(() => workflows.get(args.version, args.workflow, args.locale)),
  );
}
