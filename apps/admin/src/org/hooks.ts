// The organisation console's root and the texts of its screens.
import { useAdminRoot } from '../stores/adminRoot.tsx';

export const useOrg = () => useAdminRoot().org;
