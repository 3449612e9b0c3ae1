export const ADMIN_USAGE = `Usage: admin <command> [arguments]

Settings are read by every server on each request, so a change shows at once.

  show                                   Print maintenance, region, site, register flags and modules
  maintenance on [--title T] [--info I] [--until ISO] [--lang XX]
                                         Switch maintenance on (status 1); --lang stores the texts
                                         for one language only (EN, CN, MY, VI, TH, ID, JA, TY)
  maintenance off                        Switch maintenance off and clear its texts
  region on | off                        Switch region restriction on or off
  region block <cidr>                    Add a blocked range (IPv4 or IPv6, or one address)
  region allow <cidr>                    Add an allowed range (exception to the blocked ones)
  region unblock <cidr>                  Remove a blocked range
  region disallow <cidr>                 Remove an allowed range
  region clear                           Remove every blocked and allowed range
  module <modId> on | off                Switch a whitelabel module
  module list                            Print the module tree
  setting loginedToHomePage on | off     Require login for every page but login and register
  setting <registerFlag> on | off        pwdEnabled, hasFreePlay, mobileReg, mobileRegPass,
                                         usernameEnabled, showVerCodeLogin
  setting gtagId <id | none>             Analytics tag id
  setting brand <name>                   Site name used by the lite app profile
  setting adjustmentApproval <amount>    Staff balance adjustments above this amount wait for
                                         a second staff member (default 1000.00)
  cdn image <origin,...>                 Image CDN origins (replaces IMAGE_CDNS)
  cdn launch <origin,...>                Game-launch CDN origins (replaces LAUNCH_GAME_CDNS)
  cdn reset                              Use the environment's CDN lists again
  member reset-password <account>        Set the weak default password (WEAK_DEFAULT_PASSWORD):
                                         the member must change it at the next login
  member disable | enable <account>      Stop or allow a member's logins (sign-outs included)
  member upline <account> on | off       Allow or stop the member's transfers to their upline
  staff create <username> <role>         Make an operator (admin, finance, risk, cs, content or
                                         viewer); the password comes from STAFF_PASSWORD or
                                         standard input; the first sign-in sets up an
                                         authenticator
  staff disable | enable <username>      Stop or allow an operator's logins (sign-outs included)
  staff reset-password <username>        Set a new operator password (STAFF_PASSWORD or stdin)
  staff reset-factor <username>          Forget an operator's authenticator and recovery codes
                                         (sign-outs included); the next sign-in sets one up
  staff list                             Print the operators: id, username, role, status
  wallet credit <account> <amount> [reason]
                                         Add money to a member's main wallet (a house
                                         adjustment; the memo keeps who, when and why)
  reports check                          Compare the agent reports' daily figures with a rebuild
                                         from the raw records (changes nothing)
  reports rebuild                        Recompute the agent reports' daily figures from the raw
                                         records; the event consumer goes on from there
  audit verify                           Recompute the audit and ledger chains; name the first row
                                         that does not match (exit code 1 when one does)
  audit checkpoint                       Sign and store each chain's head now (the daily job)
  audit checkpoints                      Print the checkpoints, newest first (JSON lines)
  audit public-key                       Print the public key that checks the checkpoints (PEM)
  audit checkpoint-verify --public-key <file.pem> [--id N]
                                         Check the checkpoints' signatures with that key, and
                                         that each chain still holds the rows signed
  migrate                                Apply pending database migrations
  seed                                   Load the demo data (idempotent)
  help                                   Print this text

The database is the server's: DATABASE_URL, or SQLITE_PATH (default <repo>/data/portal.db).`;

export class UsageError extends Error {
  override name = 'UsageError';
}

/** A command that ran and found something wrong: its text is printed and the exit code is 1. */
export class CommandFailed extends Error {
  override name = 'CommandFailed';
}
