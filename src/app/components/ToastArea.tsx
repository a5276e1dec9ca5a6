import { Toaster } from 'react-hot-toast';
import { ToastLimit } from './ToastLimit';

/**
 * The toasts on screen, top right under the top bar (56 px): at 360 px a toast over the bar would hide the Sync and
 * menu buttons for its 3 s. At most 20 (loaded with the first toast: ToastHost).
 */
export default function ToastArea() {
  return (
    <>
      <ToastLimit />
      <Toaster position="top-right" toastOptions={{ duration: 3000, style: { maxWidth: 350 } }} containerStyle={{ top: 64 }} />
    </>
  );
}
