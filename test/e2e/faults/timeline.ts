/** What happened during one purchase, in order: calls and their faults, screens, presses, reloads. */
export class Timeline {
  private readonly start = Date.now();
  readonly entries: string[] = [];

  /** Seconds since the purchase began. */
  seconds(): number {
    return (Date.now() - this.start) / 1000;
  }

  note(what: string): void {
    this.entries.push(`${this.seconds().toFixed(1).padStart(5)} s  ${what}`);
  }

  /** The last `count` entries, one a line (what a failure message shows). */
  tail(count: number): string {
    const shown = this.entries.slice(-count);
    const left = this.entries.length - shown.length;
    return [...(left > 0 ? [`        (${left} earlier entries)`] : []), ...shown].join('\n');
  }
}
