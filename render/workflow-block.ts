/**
 * The recipes' workflows on their pages:
 *
 * - `<ApiRequest workflow="upsert-customer" step="find" />`: the step's request
 *   (api/lib/workflows/workflow-request.ts), drawn by request-block.ts like any other
 *   `<ApiRequest>`, under a line naming the workflow and step and the values
 *   that come from earlier steps;
 * - `<ApiWorkflow name="upsert-customer" />`: the link to the published file
 *   (`/downloads/api/<version>/workflows/<name>.arazzo.yaml`, in the page's
 *   locale), its workflows and steps, and the `redocly respect` command that
 *   runs it against the mock.
 *
 * A name, step or file that does not resolve fails the build, naming the page
 * and the workflow file.
 */
import type {PhrasingContent, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {DEFAULT_LOCALE, type Locale} from '../config/locales';
import {MOCK_ORIGIN, RESPECT} from '../config/mock';
import {siteOrigin} from '../config/site';
import {workflowPath} from '../config/downloads';
import {brand} from '../config/brand';
import {
  API_KEY_INPUT,
  WORKFLOW_TAG,
  findStep,
  inputProperties,
  isExpression,
  referenceOf,
  stepsOf,
  workflowsOf,
  type FoundStep,
  type Workflow,
  type WorkflowFile,
} from '../api/lib/workflows/arazzo';
import {credentialsOf} from '../api/lib/browser-safe/request';
import {localize} from '../api/lib/model/text';
import {findOperation, type OpenApiDocument} from '../api/lib/browser-safe/openapi';
import {ApiSourceError} from '../api/lib/model/problems';
import {stepParameters} from '../api/lib/workflows/workflow-request';
import {code, codeBlock, JsxTagError, link, literalAttribute, paragraph, rich, text} from './mdast';

const WORDS = {
  vi: {
    step: (n: number, total: number, what: string, id: string) =>
      `Bước ${n} trên ${total} của công thức: ${what} (trong tệp workflow, bước này tên là ${id}).`,
    fromSteps: 'Khi chạy cả công thức bằng tệp workflow, các giá trị sau lấy từ bước trước: ',
    intro: 'Công thức này cũng là một workflow ',
    file: '. Tệp: ',
    made: '. Các request ở trên được viết ra từ các bước của nó, nên trang và tệp luôn gửi cùng những request.',
    steps: 'các bước',
    inputs: 'input',
    run: 'Chạy nó bằng Redocly Respect (Node.js 22.12 trở lên), với ',
    mock: 'máy chủ giả lập',
    runEnd: ' đang chạy:',
    crm: 'Với CRM của bạn, thay `{mock}` bằng `{host}` và `{key}` bằng API key thật. Các input khác mặc định là giá trị ví dụ của trang; đặt giá trị của bạn bằng `--input tên=giá trị`.',
    writes:
      ' Workflow này tạo hoặc cập nhật dữ liệu: với CRM thật, chỉ chạy nó với giá trị của bạn, không chạy với giá trị ví dụ.',
  },
  en: {
    step: (n: number, total: number, what: string, id: string) =>
      `Step ${n} of ${total} of the recipe: ${what} (in the workflow file, this step is ${id}).`,
    fromSteps: 'When the whole recipe runs from the workflow file, these values come from earlier steps: ',
    intro: 'This recipe is also an ',
    file: ' workflow. File: ',
    made: '. The requests above are written from its steps, so the page and the file always send the same requests.',
    steps: 'steps',
    inputs: 'inputs',
    run: 'Run it with Redocly Respect (Node.js 22.12 or later), with the ',
    mock: 'mock server',
    runEnd: ' running:',
    crm: "Against your CRM, replace `{mock}` with `{host}` and `{key}` with your real API key. The other inputs default to the page's example values; set yours with `--input name=value`.",
    writes:
      ' This workflow creates or updates data: against a real CRM, run it only with your own values, never with the example ones.',
  },
} satisfies Record<Locale, unknown>;

const ARAZZO_SPEC = {label: 'Arazzo 1.0', url: 'https://spec.openapis.org/arazzo/v1.0.1.html'};

export type WorkflowContext = {
  doc: OpenApiDocument;
  version: string;
  locale: Locale;
  files: readonly WorkflowFile[];
  /** The file name shown in errors. */
  shown: string;
  /** A relative link from the page to a doc of its version. */
  pageLink: (docId: string) => string | undefined;
};

/** A file's YAML problems fail the build, naming the file and line. */
function usable(file: WorkflowFile): WorkflowFile {
  if (file.problems.length > 0) throw new ApiSourceError(file.problems, `${file.file} does not parse:`);
  return file;
}

/** The step an `<ApiRequest workflow step />` names, or a build error naming the page. */
export function stepOfTag(ctx: WorkflowContext, node: MdxJsxFlowElement, tag: string): FoundStep {
  const fail = (message: string) => new JsxTagError(tag, ctx.shown, node, message);
  const workflowId = literalAttribute(node, 'workflow');
  const stepId = literalAttribute(node, 'step');
  if (!workflowId || !stepId)
    throw fail('needs literal workflow and step attributes: workflow="upsert-customer" step="find"');
  ctx.files.forEach(usable);
  const found = findStep(ctx.files, workflowId, stepId);
  if (!found) {
    const known = ctx.files.flatMap((f) =>
      workflowsOf(f).map(
        (w) =>
          `${w.workflowId} (${stepsOf(w)
            .map((s) => s.stepId)
            .join(', ')})`,
      ),
    );
    throw fail(
      `workflow="${workflowId}" step="${stepId}" names no step of API ${ctx.version}'s workflows: ${known.join('; ')}`,
    );
  }
  return found;
}

/** The line under a step's request: which step it is, and which values an earlier step gives when it runs. */
export function stepNote(ctx: WorkflowContext, found: FoundStep): RootContent {
  const words = WORDS[ctx.locale];
  const {workflow, step} = found;
  const fed: PhrasingContent[][] = [];
  for (const p of stepParameters(workflow, step)) {
    if (isExpression(p.value) && referenceOf(p.value).kind === 'step-output')
      fed.push([code(p.name), text(' = '), code(p.value)]);
  }
  for (const r of step.requestBody?.replacements ?? []) {
    if (isExpression(r.value) && referenceOf(r.value).kind === 'step-output')
      fed.push([code(`body ${r.target}`), text(' = '), code(r.value)]);
  }
  const steps = stepsOf(workflow);
  // What the step does, in the page's language (the step's description), without its closing full stop.
  const en = step['x-en'] as {description?: string} | undefined;
  const what = ((ctx.locale === 'en' ? en?.description : undefined) ?? step.description ?? '')
    .trim()
    .replace(/\.$/, '');
  const described = what.charAt(0).toLowerCase() + what.slice(1);
  const children: PhrasingContent[] = rich(
    words.step(steps.indexOf(step) + 1, steps.length, described, `\`${step.stepId}\``),
  );
  if (fed.length > 0) {
    children.push(text(` ${words.fromSteps}`));
    fed.forEach((parts, i) => children.push(...(i > 0 ? [text('; ')] : []), ...parts));
    children.push(text('.'));
  }
  return paragraph(children);
}

/** The placeholder code samples show for the API key (the first operation's credential, `x-placeholder`). */
function keyPlaceholder(doc: OpenApiDocument, workflows: readonly Workflow[]): string {
  for (const step of workflows.flatMap(stepsOf)) {
    const entry = typeof step.operationId === 'string' ? findOperation(doc, step.operationId) : undefined;
    const credential = entry ? credentialsOf(doc, entry)[0] : undefined;
    if (credential) return credential.placeholder;
  }
  throw new Error('a workflow sends no request with a credential');
}

/** `<ApiWorkflow name="…" />` → the file's link, its workflows and steps, and the command that runs it. */
export function renderWorkflowBlock(ctx: WorkflowContext, node: MdxJsxFlowElement): RootContent[] {
  const fail = (message: string) => new JsxTagError(WORKFLOW_TAG, ctx.shown, node, message);
  const name = literalAttribute(node, 'name');
  if (!name) throw fail('needs a literal name: <ApiWorkflow name="upsert-customer" />');
  const file = ctx.files.find((f) => f.name === name);
  if (!file) throw fail(`name="${name}" names no file api/${ctx.version}/workflows/${name}.arazzo.yaml`);
  const words = WORDS[ctx.locale];
  const prefix = ctx.locale === DEFAULT_LOCALE ? '' : `/${ctx.locale}`;
  const published = `${prefix}${workflowPath(ctx.version, name)}`;
  const workflows = workflowsOf({...usable(file), document: localize(file.document, ctx.locale)});
  const list: RootContent = {
    type: 'list',
    ordered: false,
    spread: false,
    children: workflows.map((w) => ({
      type: 'listItem',
      spread: false,
      children: [
        paragraph([
          code(w.workflowId),
          text(': '),
          ...rich((w.summary ?? '').replace(/\.$/, '')),
          text(` (${words.steps} `),
          ...stepsOf(w).flatMap((s, i) => [...(i > 0 ? [text(', ')] : []), code(s.stepId)]),
          text(`; ${words.inputs} `),
          ...Object.keys(inputProperties(w)).flatMap((name, i) => [...(i > 0 ? [text(', ')] : []), code(name)]),
          text(').'),
        ]),
      ],
    })),
  };
  const writes = workflows.some((w) =>
    stepsOf(w).some(
      (s) => typeof s.operationId === 'string' && findOperation(ctx.doc, s.operationId)?.method !== 'get',
    ),
  );
  const mockPage = ctx.pageLink('mock-server');
  const key = keyPlaceholder(ctx.doc, workflows);
  const command = [
    `npx ${RESPECT.package} respect ${siteOrigin}${published} \\`,
    `  --server ${RESPECT.source}=${MOCK_ORIGIN} --input ${API_KEY_INPUT}=${key}`,
  ].join('\n');
  return [
    paragraph([
      text(words.intro),
      link(ARAZZO_SPEC.url, ARAZZO_SPEC.label),
      text(words.file),
      link(`pathname://${published}`, `${name}.arazzo.yaml`),
      text(words.made),
    ]),
    list,
    paragraph([text(words.run), ...(mockPage ? [link(mockPage, words.mock)] : [text(words.mock)]), text(words.runEnd)]),
    codeBlock('bash', command),
    paragraph(
      rich(
        `${words.crm.replace('{mock}', MOCK_ORIGIN).replace('{host}', brand.apiHost.pattern).replace('{key}', key)}${writes ? words.writes : ''}`,
      ),
    ),
  ];
}
