import { bulkUpstream } from '../../proxy/testing/bulk-upstream';

/** The bulk upstream in a process of its own (so it neither competes with nor is slowed by the bench's client); prints its URL. */
const upstream = await bulkUpstream();
console.log(`upstream at ${upstream.url}`);
process.once('SIGTERM', () => void upstream.close().then(() => process.exit(0)));
