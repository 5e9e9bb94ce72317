// IndexedDB for Dexie in Node: each test file gets an in-memory implementation.
import 'fake-indexeddb/auto';
