/** An operator mistake: the CLI prints its message alone and exits with code 1. */
export class CliError extends Error {}
