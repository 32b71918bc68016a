import { crossTenantSuite } from "./cross-tenant-suite";

// The generated cross-tenant suite (cross-tenant-suite.ts) with shop B moved to the second cell (docs/decisions/0041).
crossTenantSuite(1);
