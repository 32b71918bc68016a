import { crossTenantSuite } from "./cross-tenant-suite";

// The generated cross-tenant suite (cross-tenant-suite.ts) with shops A and B in the same cell.
crossTenantSuite(0);
