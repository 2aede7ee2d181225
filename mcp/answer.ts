/**
 * How every tool answers: its value as compact JSON (a string as it is); a
 * ToolError (bad input, a refused call) or any other failure as an error
 * result (isError) that names what was wrong, never a crash. `redact` runs
 * over every text that leaves, error or not: call_operation passes its
 * target's, so a credential the server read never shows in an answer, even
 * when a server echoes it back.
 */
import {ToolError} from './errors';

export type Result = {content: {type: 'text'; text: string}[]; isError?: boolean};

export async function answer(
  run: () => Promise<unknown>,
  redact: (text: string) => string = (t) => t,
): Promise<Result> {
  try {
    const value = await run();
    return {content: [{type: 'text', text: redact(typeof value === 'string' ? value : JSON.stringify(value))}]};
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      isError: true,
      content: [{type: 'text', text: redact(error instanceof ToolError ? message : `Could not answer: ${message}`)}],
    };
  }
}
