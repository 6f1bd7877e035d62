import hotToast from 'react-hot-toast';
import { needToaster } from './toaster-needed';

/**
 * react-hot-toast's `toast`, the one way the app raises a toast (lint refuses the package
 * elsewhere). Loading this module is what brings the toaster into the page: any code that can
 * raise a toast imports it, so the toaster is there before the first toast is.
 */
needToaster();

export const toast = hotToast;
