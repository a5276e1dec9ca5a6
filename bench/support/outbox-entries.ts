/**
 * Farmer registrations laid straight into the signed-in user's outbox (IndexedDB), shaped as `queuedWrite` stores
 * them, for the benches that measure a drain. Runs in the page (`page.evaluate(layFarmerRegistrations, …)`), so it
 * uses nothing from outside its own body. Phone numbers are `phoneBase + i` (give each run its own range).
 */
export function layFarmerRegistrations({ dbName, userId, count, phoneBase, name }: { dbName: string; userId: string; count: number; phoneBase: number; name: string }): Promise<void> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(dbName);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const tx = open.result.transaction('outbox', 'readwrite');
      const store = tx.objectStore('outbox');
      const now = Date.now();
      for (let i = 0; i < count; i++) {
        const id = crypto.randomUUID();
        const body = { id, name: `${name} ${i}`, phoneNumber: `+2547${phoneBase + i}`, gender: i % 2 ? 'Female' : 'Male', county: 'Nakuru', cropType: 'Maize' };
        store.put({ id, userId, kind: 'farmer.register', label: body.name, method: 'POST', path: '/farmers', body, dependsOn: [], invalidates: [['farmers']], createdAt: now - count + i, attempts: 0, nextAttemptAt: 0, status: 'queued', occurredAt: now - count + i, occurredAtCorrected: true });
      }
      tx.oncomplete = () => {
        open.result.close();
        resolve();
      };
      tx.onerror = () => reject(tx.error);
    };
  });
}
