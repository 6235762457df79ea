// Not used: the fixture remote is only loaded through its container (./app).
export {};
