// SHA-256 of a byte string, as `sha256sum` prints it (OpenSSL's libcrypto, EVP API).
#pragma once

#include <string>

namespace lcjudge {

// 64 lowercase hex digits.
std::string sha256_hex(const std::string& bytes);

}  // namespace lcjudge
