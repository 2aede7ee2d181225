/**
 * Examples follow their page's rules (issue 39, item 5), each rule failing on a scratch copy of the API fixture
 * site with its file, line and rule: a schema's own example that does not fit its type; a date string in a field
 * documented as Unix seconds; a select custom field written as its label and a date custom field written as a
 * string, in a request example, an `<ApiRequest>` block and a ```json response``` block of a page; a date string
 * in a `format: unixtime` field; a workflow step writing a select's label.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {checkApi} from '../../api/lib/checks/check';
import {checkExampleRules} from '../../api/lib/checks/check-example-rules';
import {CUSTOM_FIELD_RULES} from '../../api/lib/checks/custom-field-rules';
import {toPointer} from '../../api/lib/browser-safe/json';
import {loadApi} from '../../api/lib/model/load';
import {formatProblem, type Problem} from '../../api/lib/model/problems';
import {copySite, edit, FIXTURE_SITE, FIXTURE_VERSION, VI_DOCS, write} from '../support/api-fixture';

const WIDGET = `api/${FIXTURE_VERSION}/resources/widget.yaml`;
/** The fixture version held to 6.1's custom-field rules. */
const TABLE = {[FIXTURE_VERSION]: CUSTOM_FIELD_RULES['6.1']!};

/** The rule problems of a site, each placed in its file and line. */
function problems(site: string): Problem[] {
  const api = loadApi(site, FIXTURE_VERSION);
  assert.deepEqual(api.problems, []);
  return checkExampleRules(site, FIXTURE_VERSION, api.document, TABLE).map((p) =>
    'file' in p ? p : {...api.locate(toPointer(p.segments)), pointer: toPointer(p.segments), message: p.message},
  );
}

/** The one problem of `file` whose message matches; its line is the line of `lineText` in that file. */
function found(site: string, list: Problem[], file: string, message: RegExp, lineText: string): void {
  const hits = list.filter((p) => p.file === file && message.test(p.message));
  assert.equal(hits.length, 1, `one problem matching ${message} in ${file}:\n${list.map(formatProblem).join('\n')}`);
  const lines = fs.readFileSync(`${site}/${file}`, 'utf8').split('\n');
  const line = lines.findIndex((l) => l.includes(lineText)) + 1;
  assert.ok(line > 0, `${lineText} in ${file}`);
  assert.equal(hits[0]!.line, line, formatProblem(hits[0]!));
}

/** The fixture with a custom-field list for widgets (colour: select, made_on: date) and a custom_fields body field. */
function site(): string {
  const dir = copySite();
  edit(dir, WIDGET, (text) =>
    text
      .replace(
        '  /api/v1/callback:',
        [
          '  /api/v1/widgets/custom_fields:',
          '    get:',
          '      operationId: list_widget_custom_fields',
          '      responses:',
          "        '200':",
          '          description: Các trường.',
          '          content:',
          '            application/json:',
          '              schema: {type: object}',
          '              example:',
          '                data:',
          '                  - {id: 1, field_name: colour, field_htmltype: select}',
          '                  - {id: 2, field_name: made_on, field_htmltype: date}',
          '  /api/v1/callback:',
        ].join('\n'),
      )
      .replace('                parts:\n', '                custom_fields: {type: object}\n                parts:\n'),
  );
  return dir;
}

test('the fixture passes the example rules', () => {
  assert.deepEqual(problems(site()).map(formatProblem), []);
  assert.deepEqual(problems(FIXTURE_SITE).map(formatProblem), []);
});

test("a schema's own example that does not fit its type fails, naming file, line and rule", () => {
  const dir = site();
  edit(dir, WIDGET, (text) =>
    text.replace('        id: {type: integer}\n', '        id: {type: integer, example: seven}\n'),
  );
  found(
    dir,
    problems(dir),
    WIDGET,
    /example does not fit its field's type and format: \(root\) must be integer/,
    'example: seven',
  );
});

test('a date string in a field documented as Unix seconds fails', () => {
  const dir = site();
  edit(dir, WIDGET, (text) =>
    text.replace(
      '        status: {type: integer}\n',
      "        status: {type: integer}\n        made_at: {type: string, description: 'Unix timestamp, giây.', example: '2024-06-01'}\n",
    ),
  );
  found(
    dir,
    problems(dir),
    WIDGET,
    /"2024-06-01" is a date string; the field is documented as Unix seconds/,
    "example: '2024-06-01'",
  );
});

test('a select custom field written as its label, a date one as a string: the request example fails at the value', () => {
  const dir = site();
  edit(dir, WIDGET, (text) =>
    text.replace(
      'value: {name: "Bolt\'s head", parts: [{product_id: 3, note: null}]}',
      "value:\n                  name: Bolt\n                  custom_fields:\n                    colour: Đỏ\n                    made_on: '1735689600'",
    ),
  );
  const list = problems(dir);
  found(
    dir,
    list,
    WIDGET,
    /custom_fields\.colour: custom field colour is a select field.*whole number \(the option's id, not its label\) \(1\.0 needed_info#custom-fields\); the example gives "Đỏ"/,
    'colour: Đỏ',
  );
  found(
    dir,
    list,
    WIDGET,
    /custom_fields\.made_on: .*date field.*Unix seconds, a whole number \(not a date string\)/,
    "made_on: '1735689600'",
  );
});

test('a page: an <ApiRequest> block and an http request writing, a json response block reading, fail at their line', () => {
  const dir = site();
  const page = `${VI_DOCS}/widget/create.mdx`;
  edit(dir, page, (text) =>
    [
      text,
      '<ApiRequest id="create_widget">',
      '',
      '```json',
      '{"body": {"name": "Bolt", "custom_fields": {"colour": "Đỏ"}}}',
      '```',
      '',
      '</ApiRequest>',
      '',
      '```http',
      'POST /api/v1/widget HTTP/1.1',
      'Content-Type: application/json',
      '',
      '{"name": "Bolt", "custom_fields": {"made_on": "2025-01-01"}}',
      '```',
      '',
      '```json response="get_widget 200"',
      '{"id": 7, "custom_fields": {"colour": "Đỏ", "made_on": "2025-01-01"}}',
      '```',
      '',
    ].join('\n'),
  );
  const list = problems(dir);
  found(
    dir,
    list,
    page,
    /<ApiRequest id="create_widget"> custom_fields\.colour: .*select field's value, written/,
    '<ApiRequest id="create_widget">',
  );
  found(
    dir,
    list,
    page,
    /json block of get_widget custom_fields\.colour: .*select field's value, read, is the option's id/,
    '```json response=',
  );
  found(
    dir,
    list,
    page,
    /json block of get_widget custom_fields\.made_on: .*date field's value, read, is Unix seconds/,
    '```json response=',
  );
  found(
    dir,
    list,
    page,
    /POST \/api\/v1\/widget custom_fields\.made_on: .*date field's value, written, is Unix seconds/,
    '```http',
  );
});

test('a date string in a Unix-seconds field (format: unixtime) fails with the examples of its operation', async () => {
  const dir = site();
  edit(dir, WIDGET, (text) =>
    text
      .replace(
        '                parts:\n',
        '                made_at: {type: integer, format: unixtime}\n                parts:\n',
      )
      .replace(
        'value: {name: "Bolt\'s head", parts: [{product_id: 3, note: null}]}',
        "value: {name: Bolt, made_at: '2024-06-01 08:00'}",
      ),
  );
  const all = await checkApi(dir, FIXTURE_VERSION);
  const hits = all.filter(
    (p) => p.file === WIDGET && /example does not match its schema: \/made_at must be integer/.test(p.message),
  );
  assert.equal(hits.length, 1, all.map(formatProblem).join('\n'));
  assert.ok((hits[0]!.line ?? 0) > 0);
});

test("a workflow step's body writing a select custom field's label fails at the value", () => {
  const dir = site();
  const file = `api/${FIXTURE_VERSION}/workflows/make-widget.arazzo.yaml`;
  write(
    dir,
    file,
    [
      'arazzo: 1.0.1',
      'info: {title: Make a widget, version: 1.0.0}',
      'sourceDescriptions:',
      '  - {name: crm, url: ../openapi.json, type: openapi}',
      'workflows:',
      '  - workflowId: make-widget',
      '    steps:',
      '      - stepId: create',
      '        operationId: create_widget',
      '        requestBody:',
      '          contentType: application/json',
      '          payload:',
      '            name: Bolt',
      '            custom_fields:',
      '              colour: Đỏ',
      '',
    ].join('\n'),
  );
  found(
    dir,
    problems(dir),
    file,
    /workflow make-widget step create body custom_fields\.colour: custom field colour is a select field/,
    'colour: Đỏ',
  );
});
