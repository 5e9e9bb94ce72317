import { readKeptDeviceList, type KeptDeviceList } from '../device-list';
import { useLiveQuery } from '../use-live-query';

/** The list of devices the server last gave, `null` when none is kept; undefined while reading. */
export function useKeptDeviceList(): KeptDeviceList | null | undefined {
  return useLiveQuery(() => readKeptDeviceList(), []);
}
