/** Labels for operations without a name, over the cap, and never resolved (unparsable or invalid). */
export const ANONYMOUS_OPERATION = 'anonymous';
export const OTHER_OPERATION = 'other';
export const INVALID_OPERATION = 'invalid';

const NAME = /^[_A-Za-z][_0-9A-Za-z]{0,63}$/;

/**
 * Bounds the `operation` label: anyone can send an operation under any name, and each new name
 * would be a new series in every operation metric. The first `limit` distinct names of operations
 * that passed validation (so they are real operations of this schema) keep their own label, every
 * later one is `other`; a name longer than 64 characters is `other` too. The web app has about 30
 * operations and the default limit (METRICS_MAX_OPERATION_NAMES) is 50, so its names are all
 * kept unless someone fills the table first after a restart; the cap keeps that from costing
 * more than `limit` series, and `other` growing is the sign to look at the logs, which name
 * every operation.
 */
export class OperationNameLabels {
  private readonly known = new Set<string>();

  constructor(readonly limit: number) {}

  /** The label of a validated operation's name. */
  label(name: string | null | undefined): string {
    if (!name) return ANONYMOUS_OPERATION;
    if (this.known.has(name)) return name;
    if (this.known.size >= this.limit || !NAME.test(name)) return OTHER_OPERATION;
    this.known.add(name);
    return name;
  }

  get size(): number {
    return this.known.size;
  }
}
