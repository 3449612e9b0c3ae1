interface Queued<Item, Outcome> {
  item: Item;
  resolve: (outcome: Outcome) => void;
  reject: (error: unknown) => void;
}

/**
 * Writes the items of one key together (group commit). The first item of an idle key is written
 * at once, alone; the items of that key that arrive while a write runs wait for it and are
 * written together by the next one, at most `maxBatch` at a time. No timer: a batch is whatever
 * came during the last write, so it grows with the load and is one item when there is none.
 * `writeBatch` answers one outcome per item, in their order; when it throws, every item of that
 * batch fails with its error.
 */
export class GroupCommit<Item, Outcome> {
  private readonly queues = new Map<string, Queued<Item, Outcome>[]>();

  constructor(
    private readonly writeBatch: (key: string, items: Item[]) => Promise<Outcome[]>,
    private readonly maxBatch: number,
  ) {}

  write(key: string, item: Item): Promise<Outcome> {
    return new Promise((resolve, reject) => {
      const queue = this.queues.get(key);
      if (queue) {
        queue.push({ item, resolve, reject });
        return;
      }
      const started = [{ item, resolve, reject }];
      this.queues.set(key, started);
      void this.drain(key, started);
    });
  }

  private async drain(key: string, queue: Queued<Item, Outcome>[]): Promise<void> {
    while (queue.length > 0) {
      const batch = queue.splice(0, this.maxBatch);
      try {
        const outcomes = await this.writeBatch(
          key,
          batch.map((queued) => queued.item),
        );
        if (outcomes.length !== batch.length) {
          throw new Error(`group commit: ${outcomes.length} outcomes for ${batch.length} items`);
        }
        batch.forEach((queued, i) => queued.resolve(outcomes[i]!));
      } catch (error) {
        for (const queued of batch) queued.reject(error);
      }
    }
    // Nothing awaits between the last look at the queue and here: an item arriving after this
    // starts a new queue.
    this.queues.delete(key);
  }
}
