// api_channel.js: API problems' calls. What LeetCode provides hides values (1095's array, 278's
// first bad version, 843's secret) that never enter this process: the case's lines for them read
// null, and the judge, which keeps them, answers each call of the API, one line on descriptor 5 and
// its reply on descriptor 6 (docs/driver-protocol.md, "API calls"). The judge also counts the calls,
// checks their limits and 157/158's reads, and gives 843's answer: the driver only carries calls
// (but for 1237's CustomFunction, api.js).

const API_REQUEST_FD = 5;
const API_REPLY_FD = 6;

// What the calls and replies are made with, as it was when the driver started: the solution's
// code may replace JSON's functions or the methods of strings and buffers (String.prototype.slice),
// and the lines on the channel stay what the API's calls are.
const API_INTRINSIC = Object.freeze({jsonParse: JSON.parse, jsonStringify: JSON.stringify, utf8Slice: Buffer.prototype.utf8Slice,
                                     apply: Reflect.apply});

let apiChannelChecked = false;  // descriptors 5 and 6 are the judge's: checked at the first call
let apiReplies = bufferAlloc(4096);  // what descriptor 6 gave and is not read yet, from [0]
let apiReplyBytes = 0;

// Whether FD is the judge's end of a pipe (or a socket) whose other end this process does not
// hold. Node's start-up takes the lowest free descriptors for its event loop's own pipes, both
// ends of each: in a hand run, 5 and 6 are among them.
function isApiChannel(fd) {
  try {
    const stat = fstatSync(fd);
    if (stat.isSocket()) return true;
    if (!stat.isFIFO()) return false;
    const names = readdirSync('/proc/self/fd');
    for (let i = 0; i < names.length; ++i) {
      const other = +names[i];
      if (other === fd) continue;
      try {
        const otherStat = fstatSync(other);
        if (otherStat.isFIFO() && otherStat.ino === stat.ino && otherStat.dev === stat.dev) return false;
      } catch (error) {
        // the listing's own descriptor, closed since
      }
    }
    return true;
  } catch (error) {
    return false;
  }
}

// The judge's reply, one line without its newline, waited for; read by byte and operator only.
function readApiReply() {
  for (let scanned = 0; ; ++scanned) {
    if (scanned === apiReplyBytes) {
      if (apiReplyBytes === apiReplies.length) {
        const larger = bufferAlloc(2 * apiReplies.length);
        for (let i = 0; i < apiReplyBytes; ++i) larger[i] = apiReplies[i];
        apiReplies = larger;
      }
      const n = readInput(apiReplies, apiReplyBytes, apiReplies.length - apiReplyBytes, API_REPLY_FD);
      if (n <= 0) throw new Error('the API channel closed before the reply to a call');
      apiReplyBytes += n;
    }
    if (apiReplies[scanned] === NEWLINE) {
      const line = API_INTRINSIC.apply(API_INTRINSIC.utf8Slice, apiReplies, [0, scanned]);
      let kept = 0;  // nothing, as the judge replies to each call with one line
      for (let i = scanned + 1; i < apiReplyBytes; ++i) apiReplies[kept++] = apiReplies[i];
      apiReplyBytes = kept;
      return line;
    }
  }
}

// The call METHOD ARGUMENTS... (each a JSON value) to the judge, and the value its reply gives.
// An `error` reply is the RangeError LeetCode's API throws, with the judge's text.
function apiCall(method, ...args) {
  if (!apiChannelChecked) {
    if (!isApiChannel(API_REQUEST_FD) || !isApiChannel(API_REPLY_FD)) {
      throw new Error("API calls need the judge's channel (descriptors 5 and 6)");
    }
    apiChannelChecked = true;
  }
  let line = method;
  for (let i = 0; i < args.length; ++i) {
    const text = API_INTRINSIC.jsonStringify(args[i]);
    line += ' ' + (text === undefined ? 'null' : text);
  }
  if (!writeAll(API_REQUEST_FD, line + '\n')) throw new Error('the API channel closed before a call');  // one write: the whole line
  const reply = readApiReply();
  let kind = '';
  for (let i = 0; i < reply.length && reply[i] !== ' '; ++i) kind += reply[i];
  let value = '';
  for (let i = kind.length + 1; i < reply.length; ++i) value += reply[i];
  if (kind === 'ok') return API_INTRINSIC.jsonParse(value);
  if (kind === 'error') throw new RangeError(value);
  throw new Error('the judge replied ' + shownValue(reply) + ' to ' + method);
}
