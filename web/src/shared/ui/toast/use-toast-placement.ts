import { useEffect } from 'react';
import type { ToastPlacement } from './toast-context';
import { useToast } from './use-toast';

/** While the calling screen is mounted, toasts show at `placement`; back at the top when it goes. */
export function useToastPlacement(placement: ToastPlacement) {
  const { setPlacement } = useToast();
  useEffect(() => {
    setPlacement(placement);
    return () => setPlacement('top');
  }, [placement, setPlacement]);
}
