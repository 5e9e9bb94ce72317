import { createContext, startTransition, useContext, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { currentAddress, navigate, onAddressChange, type AppAddress, type NavigateOptions } from './address';

const AddressContext = createContext<AppAddress | null>(null);

/**
 * Holds the address for the screens. A change renders as a transition, so while the next
 * screen's chunk loads the current one stays on screen rather than a loading text.
 */
export function AddressProvider({ children }: { children: ReactNode }) {
  const [address, setAddress] = useState(currentAddress);
  // Before paint, so a navigation made while the tree first renders is not missed.
  useLayoutEffect(() => {
    const follow = () => startTransition(() => setAddress(currentAddress()));
    follow();
    return onAddressChange(follow);
  }, []);
  return <AddressContext.Provider value={address}>{children}</AddressContext.Provider>;
}

export function useAddress(): AppAddress {
  const address = useContext(AddressContext);
  if (!address) throw new Error('useAddress needs an AddressProvider above it');
  return address;
}

/** The query of the address, and a way to change it on the same screen. */
export function useSearchParams(): [URLSearchParams, (next: URLSearchParams | Record<string, string>, options?: NavigateOptions) => void] {
  const { pathname, search } = useAddress();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useMemo(
    () => (next: URLSearchParams | Record<string, string>, options?: NavigateOptions) => {
      const query = new URLSearchParams(next).toString();
      navigate(query ? `${pathname}?${query}` : pathname, options);
    },
    [pathname],
  );
  return [params, setParams];
}

/** Goes to `to` once rendered: an address that names no screen, say. */
export function Navigate({ to, replace }: { to: string; replace?: boolean }): null {
  useEffect(() => navigate(to, { replace }), [to, replace]);
  return null;
}
