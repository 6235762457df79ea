// The import rules of the shell and every remote, one set: ../scripts/lib/front-end-dependency-rules.cjs
module.exports = require('../scripts/lib/front-end-dependency-rules.cjs');
