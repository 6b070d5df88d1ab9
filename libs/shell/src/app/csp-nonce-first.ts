import { shareCspNonce } from './csp-nonce';

// notistack builds its styles when it is imported, so the nonce must be in place before that: this module is
// the first import of the shell's index. In tests and on a server there is no document and it does nothing.
if (typeof document !== 'undefined') shareCspNonce(document);
