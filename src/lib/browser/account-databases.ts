/**
 * IndexedDB databases that belong to one account are named `<base>.<user id>`: accounts that take turns in one
 * browser never open each other's, and sign-out finds every one of the account's without knowing which
 * features keep one (and without loading their code).
 */
export const accountDatabaseName = (base: string, userId: string) => `${base}.${userId}`;

/**
 * Deletes all of the account's databases, so a shared browser keeps none of its data after sign-out. A page
 * still holding one open is asked to close it (idb's `blocking`); the deletion then completes. A browser
 * without `indexedDB.databases()` deletes nothing, and the names still keep the accounts apart.
 */
export async function deleteAccountDatabases(userId: string): Promise<void> {
  const databases = (await indexedDB.databases?.()) ?? [];
  const names = databases.flatMap(({ name }) => (name?.endsWith(`.${userId}`) ? [name] : []));
  await Promise.all(names.map(deleteDatabase));
}

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}
