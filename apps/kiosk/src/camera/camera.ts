// The tablet's camera for reading a confirmation QR (issue #16 §5). Offered only where the browser
// can open it: a secure context (https or localhost) with getUserMedia; elsewhere the scan button
// is hidden and the guest types the number and e-mail.
export function cameraAvailable(win: Window = window): boolean {
  return win.isSecureContext === true && typeof win.navigator?.mediaDevices?.getUserMedia === 'function';
}

/** The rear camera when there is one; a kiosk's front camera otherwise. */
export function openCamera(win: Window = window): Promise<MediaStream> {
  return win.navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment', width: { ideal: 1280 }, height: { ideal: 720 } }, audio: false });
}

export function stopStream(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
