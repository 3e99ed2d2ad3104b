import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useToast } from './use-toast';

/** Mounted once inside the router: a toast about one screen does not follow the reader to the next. */
export function ClearToastsOnNavigation() {
  const { pathname } = useLocation();
  const { onNavigation } = useToast();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    onNavigation();
  }, [pathname, onNavigation]);
  return null;
}
