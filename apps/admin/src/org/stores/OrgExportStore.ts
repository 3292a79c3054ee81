// The export (issue #15 part 5). The server writes the CSV of the filtered reservations; then
// either the browser locks it in a password ZIP (in the export worker, with progress and cancel),
// or the server makes an authenticated link valid for 24 hours. AES-256 unless ZipCrypto is asked
// for; the password is generated (shown once) or typed (at least 12 characters).
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { ExportEncoding, ExportLink, OrgAdminApi } from '@noren/core/api';
import type { OrgFilter } from './OrgReservationsStore.ts';
import { AsyncState, type ShownError } from '@noren/core/stores';
import { generatePassword, typedPasswordProblem, type PasswordProblem } from '../export/password.ts';
import type { ZipEncryption } from '../export/zipCsv.ts';
import type { ZipRunner } from '../export/zipRunner.ts';
import { orgErrorOf } from './orgErrors.ts';

export type ExportMethod = 'zip' | 'link';
export type PasswordMode = 'generated' | 'typed';

export interface OrgExportDeps {
  api: OrgExportApi;
  scope: () => { brandId: number; orgId: number } | null;
  zip: ZipRunner;
  /** The archive's file names, e.g. reservations-acme-FY2026. */
  baseName: () => string;
  makePassword?: () => string;
  /** The language of the CSV's header row. */
  locale?: () => string;
}

type OrgExportApi = Pick<OrgAdminApi, 'orgExportCsv' | 'orgExportLink' | 'orgExportFile'>;

export interface ZipResult { blob: Blob; filename: string; password: string }

export class OrgExportStore {
  method: ExportMethod = 'zip';
  encoding: ExportEncoding = 'excel';
  encryption: ZipEncryption = 'aes256';
  passwordMode: PasswordMode = 'generated';
  typedPassword = '';
  /** Bytes zipped so far out of the CSV's size; null before the archive starts. */
  progress: { done: number; total: number } | null = null;
  /** The last archive made: the password is shown with it once, then forgotten with it. */
  result: ZipResult | null = null;
  /** The form was sent with a typed password too short (no call made). */
  passwordTried = false;

  private readonly zipRun = new AsyncState<ZipResult>({ explain: orgErrorOf });
  private readonly linkRun = new AsyncState<ExportLink>({ explain: orgErrorOf });
  private readonly linkFile = new AsyncState<Blob>({ explain: orgErrorOf });

  constructor(private readonly deps: OrgExportDeps) {
    makeObservable(this, {
      method: observable,
      encoding: observable,
      encryption: observable,
      passwordMode: observable,
      typedPassword: observable,
      progress: observableRef,
      result: observableRef,
      passwordTried: observable,
      passwordProblem: computed,
      set: action,
      setTypedPassword: action,
      cancel: action,
      dismiss: action,
    });
  }

  set<K extends 'method' | 'encoding' | 'encryption' | 'passwordMode'>(key: K, value: OrgExportStore[K]): void {
    (this as OrgExportStore)[key] = value;
  }

  setTypedPassword(password: string): void {
    this.typedPassword = password;
  }

  get passwordProblem(): PasswordProblem {
    return this.passwordMode === 'typed' && this.passwordTried ? typedPasswordProblem(this.typedPassword) : null;
  }

  get busy(): boolean {
    return this.zipRun.loading || this.linkRun.loading;
  }

  get error(): ShownError | null {
    return this.method === 'zip' ? this.zipRun.shownError : (this.linkRun.shownError ?? this.linkFile.shownError);
  }

  get link(): ExportLink | null {
    return this.linkRun.value;
  }

  get fetchingLink(): boolean {
    return this.linkFile.loading;
  }

  /** The CSV behind the link, fetched with this admin's session. */
  async downloadLink(): Promise<{ blob: Blob; filename: string } | null> {
    const link = this.link;
    if (!link) return null;
    const outcome = await this.linkFile.run(() => this.deps.api.orgExportFile(link.url));
    return outcome?.ok ? { blob: outcome.value, filename: link.filename } : null;
  }

  /** Starts the chosen export of the rows `filter` selects; false when the form needs a fix first. */
  async start(filter: OrgFilter): Promise<boolean> {
    const scope = this.deps.scope();
    if (!scope || this.busy) return false;
    const body = { filter, encoding: this.encoding, locale: this.deps.locale?.() };
    if (this.method === 'link') {
      const outcome = await this.linkRun.run((signal) => this.deps.api.orgExportLink(scope.brandId, scope.orgId, body, signal));
      return !!outcome?.ok;
    }
    if (this.passwordMode === 'typed' && typedPasswordProblem(this.typedPassword)) {
      runInAction(() => (this.passwordTried = true));
      return false;
    }
    const password = this.passwordMode === 'typed' ? this.typedPassword : (this.deps.makePassword ?? generatePassword)();
    const name = this.deps.baseName();
    const encryption = this.encryption;
    runInAction(() => {
      this.result = null;
      this.progress = null;
    });
    const outcome = await this.zipRun.run(async (signal) => {
      const csv = await this.deps.api.orgExportCsv(scope.brandId, scope.orgId, body, signal);
      const zip = await this.deps.zip({ csv, filename: `${name}.csv`, password, encryption }, (done, total) => runInAction(() => (this.progress = { done, total })), signal);
      return { blob: zip, filename: `${name}.zip`, password };
    });
    runInAction(() => {
      if (outcome?.ok) {
        this.result = outcome.value;
        this.typedPassword = '';
        this.passwordTried = false;
        // The result holds it now; the AsyncState need not keep a second copy.
        this.zipRun.set(null);
      }
      this.progress = null;
    });
    return !!outcome?.ok;
  }

  /** Stops the download or the archive under way; nothing is kept. */
  cancel(): void {
    this.zipRun.cancel();
    this.linkRun.cancel();
    this.progress = null;
  }

  /** Forgets the archive and its password (the screen showed them once). */
  dismiss(): void {
    this.result = null;
    this.linkRun.reset();
  }
}
