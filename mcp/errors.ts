/** A problem with the caller's input: the tool answers it as an error result (isError), never by crashing. */
export class ToolError extends Error {}

/** A bad command-line argument (or environment variable): one line that says what was wrong. */
export class ArgsError extends Error {}
