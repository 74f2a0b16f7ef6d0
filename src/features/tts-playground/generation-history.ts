import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { accountDatabaseName } from '@/lib/browser/account-databases';
import { entriesToEvict } from './history-eviction';
import type { SavedSettings } from './playground-settings';

/** One generation kept in this browser: the WAV and what made it. */
export type GenerationRecord = {
  id: string;
  createdAt: number;
  settings: SavedSettings;
  wav: Blob;
  bytes: number;
  duration: number;
  ttfaMs: number | null;
  totalMs: number;
};

interface HistorySchema extends DBSchema {
  generations: { key: string; value: GenerationRecord; indexes: { createdAt: number } };
}

const DB_NAME = 'voice-studio.tts-history';

/**
 * The playground's history in IndexedDB (through idb): generations with their WAV blobs, newest first, and a size
 * limit that evicts the oldest when a new one is added. One database per account (sign-out deletes it, see
 * lib/browser/account-databases.ts). One small wrapper, so the rest of the feature never sees transactions or
 * versions.
 */
export class GenerationHistory {
  private constructor(private readonly db: IDBPDatabase<HistorySchema>) {}

  static async open(userId: string): Promise<GenerationHistory> {
    // The one history all accounts of this browser once shared: whose takes it holds is unknown, so it goes.
    void deleteDB(DB_NAME);
    const db: IDBPDatabase<HistorySchema> = await openDB<HistorySchema>(accountDatabaseName(DB_NAME, userId), 1, {
      upgrade(database) {
        database.createObjectStore('generations', { keyPath: 'id' }).createIndex('createdAt', 'createdAt');
      },
      // A sign-out (maybe in another tab) is deleting the account's databases.
      blocking: () => db.close(),
    });
    return new GenerationHistory(db);
  }

  async list(): Promise<GenerationRecord[]> {
    return (await this.db.getAllFromIndex('generations', 'createdAt')).reverse();
  }

  /** Adds a generation, then drops the oldest until the total fits `limitBytes`; returns the ids dropped. */
  async add(record: GenerationRecord, limitBytes: number): Promise<string[]> {
    await this.db.put('generations', record);
    return this.evict(limitBytes);
  }

  async evict(limitBytes: number): Promise<string[]> {
    const transaction = this.db.transaction('generations', 'readwrite');
    const sizes: { id: string; createdAt: number; bytes: number }[] = [];
    for (let cursor = await transaction.store.openCursor(); cursor; cursor = await cursor.continue()) {
      sizes.push({ id: cursor.value.id, createdAt: cursor.value.createdAt, bytes: cursor.value.bytes });
    }
    const evicted = entriesToEvict(sizes, limitBytes);
    await Promise.all([...evicted.map((id) => transaction.store.delete(id)), transaction.done]);
    return evicted;
  }

  remove(id: string): Promise<void> {
    return this.db.delete('generations', id);
  }

  close(): void {
    this.db.close();
  }
}
