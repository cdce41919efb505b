// Sealed boxes (XSalsa20-Poly1305 from tweetnacl): imported from here, not from index.ts, so that a
// page that seals nothing (Fleet) does not load the box cipher.
export {
  discloseSealed,
  isSealedBox,
  openDisclosed,
  openSealed,
  openSealedOpening,
  seal,
  SEALED_BOX_BYTES,
  SEALED_BYTES,
  type BoxContext,
  type BoxDisclosure,
  type SealedBox,
  type Unsealed,
} from './sealed.js';
export { boxContext, discloseBox, judgeDisclosedOpening, sealFor, unsealOpening } from './box-secrets.js';
