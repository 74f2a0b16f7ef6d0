import type { Db } from './database';

/** One account's choices for one catalogue voice: favourite flags and the saved pitch correction. */
export type VoiceSettings = {
  favorite: number;
  favorite_accent_id: string | null;
  favorite_narration_style_id: string | null;
  semitones_correction: number;
};

/** The account's settings by voice id; voices never touched have none. */
export function voiceSettingsOf(db: Db, userId: string): Map<string, VoiceSettings> {
  const rows = db.prepare('SELECT * FROM voice_settings WHERE user_id = ?').all(userId) as Array<
    VoiceSettings & { voice_id: string }
  >;
  return new Map(rows.map((row) => [row.voice_id, row]));
}

/** Creates the row with the defaults if needed, then changes the given columns. */
export function saveVoiceSettings(db: Db, userId: string, voiceId: string, changes: Partial<VoiceSettings>): void {
  db.prepare('INSERT OR IGNORE INTO voice_settings (user_id, voice_id) VALUES (?, ?)').run(userId, voiceId);
  const columns = Object.keys(changes);
  if (columns.length > 0) {
    db.prepare(
      `UPDATE voice_settings SET ${columns.map((c) => `${c} = @${c}`).join(', ')} WHERE user_id = @userId AND voice_id = @voiceId`,
    ).run({
      ...changes,
      userId,
      voiceId,
    });
  }
}
