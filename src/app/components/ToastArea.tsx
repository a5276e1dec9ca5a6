import { Toaster } from 'react-hot-toast';
import { ToastLimit } from './ToastLimit';

/** The toasts on screen, top right, at most 20 (loaded with the first toast: ToastHost). */
export default function ToastArea() {
  return (
    <>
      <ToastLimit />
      <Toaster position="top-right" toastOptions={{ duration: 3000, style: { maxWidth: 350 } }} containerStyle={{ top: 16 }} />
    </>
  );
}
