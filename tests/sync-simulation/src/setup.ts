// IndexedDB for the devices' Dexie stores, in memory.
import 'fake-indexeddb/auto';
