/**
 * Schema migrations, applied in order and recorded in SQLite's `user_version`. Append new entries; never edit one
 * that has shipped, because existing sandboxes have already applied it.
 */
export const migrations: readonly string[] = [
  `
  CREATE TABLE users (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    username TEXT NOT NULL,
    first_name TEXT,
    last_name TEXT,
    password_hash TEXT NOT NULL,
    credits REAL NOT NULL DEFAULT 0,
    initial_credits REAL NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL
  );
  CREATE TABLE api_keys (
    key_hash TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    expires_at TEXT,
    created_at TEXT NOT NULL
  );
  CREATE TABLE sessions (
    id_hash TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    csrf_token TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE TABLE projects (
    id TEXT PRIMARY KEY,
    owner TEXT NOT NULL,
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    slug TEXT NOT NULL,
    url TEXT NOT NULL UNIQUE,
    models TEXT NOT NULL DEFAULT '{}',
    active INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL,
    last_recording_at TEXT NOT NULL
  );
  CREATE INDEX projects_user ON projects(user_id, created_at);
  `,
  `
  CREATE TABLE folders (
    id TEXT PRIMARY KEY,
    project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
    parent_id TEXT REFERENCES folders(id) ON DELETE CASCADE,
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    active INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL
  );
  CREATE INDEX folders_project ON folders(project_id, created_at);

  -- Originals and conversions share one table, as they share one API shape. Audio lives on disk under
  -- DATA_DIR/audio/<id>.<ext>, peaks under DATA_DIR/peaks/<id>.json; file_ext is null until a file exists.
  CREATE TABLE recordings (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
    parent_folder_id TEXT NOT NULL REFERENCES folders(id) ON DELETE CASCADE,
    original_id TEXT REFERENCES recordings(id) ON DELETE CASCADE,
    type TEXT NOT NULL CHECK (type IN ('original', 'converted')),
    state TEXT NOT NULL CHECK (state IN ('processing', 'postprocessing', 'done', 'error')),
    file_name TEXT,
    file_ext TEXT,
    label TEXT,
    microphone TEXT,
    size INTEGER,
    duration REAL NOT NULL DEFAULT 0,
    starred INTEGER NOT NULL DEFAULT 0,
    tts INTEGER NOT NULL DEFAULT 0,
    tts_voice TEXT,
    tts_voice_id TEXT,
    text TEXT,
    text_language TEXT,
    params TEXT NOT NULL DEFAULT '{}',
    error TEXT,
    active INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL,
    converted_at TEXT,
    listen_count INTEGER NOT NULL DEFAULT 0,
    process_stage TEXT,
    model_id TEXT,
    model_name TEXT,
    voice_id TEXT,
    voice_name TEXT,
    accent_id TEXT,
    accent_name TEXT,
    narration_style_id TEXT,
    narration_style_name TEXT,
    semitones_correction REAL,
    calibration_id TEXT,
    calibration_value REAL,
    calibration_name TEXT,
    use_calibration INTEGER NOT NULL DEFAULT 0,
    transaction_id TEXT
  );
  CREATE INDEX recordings_folder ON recordings(parent_folder_id, type, created_at);
  CREATE INDEX recordings_original ON recordings(original_id, created_at);
  CREATE INDEX recordings_project ON recordings(project_id, created_at);

  CREATE TABLE notes (
    id TEXT PRIMARY KEY,
    recording_id TEXT NOT NULL UNIQUE REFERENCES recordings(id) ON DELETE CASCADE,
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    text TEXT NOT NULL,
    active INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL
  );

  CREATE TABLE calibrations (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    f0 REAL,
    algorithm TEXT,
    file_ext TEXT NOT NULL,
    state TEXT NOT NULL CHECK (state IN ('processing', 'calibrated', 'error')),
    error TEXT,
    enabled INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    calibrated_at TEXT,
    UNIQUE (user_id, name)
  );

  -- Conversion orders (v2): one row per converted recording, kept for OrderResponse and retry.
  CREATE TABLE orders (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    original_id TEXT NOT NULL,
    conversion_id TEXT NOT NULL,
    calibration_id TEXT,
    tracking_id TEXT NOT NULL,
    f0 REAL,
    state TEXT NOT NULL,
    error TEXT,
    created_at TEXT NOT NULL,
    closed_at TEXT
  );
  CREATE INDEX orders_conversion ON orders(conversion_id);

  -- Per-user voice favourites and settings; the catalogue itself is generated in code and seeded into voices.
  CREATE TABLE voice_settings (
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    voice_id TEXT NOT NULL,
    favorite INTEGER NOT NULL DEFAULT 0,
    favorite_accent_id TEXT,
    favorite_narration_style_id TEXT,
    semitones_correction REAL NOT NULL DEFAULT 0,
    PRIMARY KEY (user_id, voice_id)
  );

  -- Background work (calibration, conversion, synthesis) that must survive a crash: a job is claimed by setting
  -- started_at, and a job found started but unfinished at start-up is run again.
  CREATE TABLE jobs (
    id TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    subject_id TEXT NOT NULL,
    payload TEXT NOT NULL DEFAULT '{}',
    state TEXT NOT NULL CHECK (state IN ('queued', 'running', 'done', 'error')),
    attempts INTEGER NOT NULL DEFAULT 0,
    error TEXT,
    created_at TEXT NOT NULL,
    started_at TEXT,
    finished_at TEXT
  );
  CREATE INDEX jobs_state ON jobs(state, created_at);
  `,
  `
  -- Every list order served straight from an index, in either direction: the filter columns (with the owner, so
  -- counting and paging never touch the table), then the order column and the id tiebreak (bench/gateway-lists).
  DROP INDEX recordings_folder;
  DROP INDEX recordings_original;
  DROP INDEX recordings_project;
  CREATE INDEX recordings_folder_type ON recordings(parent_folder_id, type, user_id, created_at, id);
  CREATE INDEX recordings_folder ON recordings(parent_folder_id, user_id, created_at, id);
  CREATE INDEX recordings_original ON recordings(original_id, type, user_id, created_at, id);
  CREATE INDEX recordings_project ON recordings(project_id, user_id, created_at, id);
  CREATE INDEX recordings_user ON recordings(user_id, created_at, id);
  DROP INDEX folders_project;
  CREATE INDEX folders_project ON folders(project_id, created_at, id);
  DROP INDEX projects_user;
  CREATE INDEX projects_user_created ON projects(user_id, created_at, id);
  CREATE INDEX projects_user_name ON projects(user_id, name, id);
  CREATE INDEX projects_user_last_recording ON projects(user_id, last_recording_at, id);
  CREATE INDEX calibrations_user ON calibrations(user_id, created_at, id);
  `,
  `
  -- Keys the sandbox makes for itself once and keeps across restarts (the known-device cookie's HMAC key).
  CREATE TABLE server_secrets (
    name TEXT PRIMARY KEY,
    value BLOB NOT NULL
  );
  `,
];
