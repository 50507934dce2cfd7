/**
 * A certificate and key for 127.0.0.1 and localhost, made for tests only (valid for a hundred years):
 * the local picture server serves https with them, and the test fetcher trusts this certificate.
 * Nothing outside tests reads them.
 */
export const LOOPBACK_TEST_CERTIFICATE = `-----BEGIN CERTIFICATE-----
MIIBmjCCAUGgAwIBAgIUMuhoNnwmXFddbi9QZbr/J8IU61owCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJbG9jYWxob3N0MCAXDTI2MTEyNzAwMzA0NVoYDzIxMjYxMTAz
MDAzMDQ1WjAUMRIwEAYDVQQDDAlsb2NhbGhvc3QwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAASBhuS2gusGG+Crec5lEtcaJ59N1tYcgbAF7waPCXYA0lWEXUj+0shW
ysCKgQSw8u8qKKuU34MMoc8w+oO+QOV0o28wbTAdBgNVHQ4EFgQUUC1GzlT2EaAu
HNPOqoAL0UsGNEUwHwYDVR0jBBgwFoAUUC1GzlT2EaAuHNPOqoAL0UsGNEUwDwYD
VR0TAQH/BAUwAwEB/zAaBgNVHREEEzARhwR/AAABgglsb2NhbGhvc3QwCgYIKoZI
zj0EAwIDRwAwRAIgRmCzWsLdamKRpyVAfOzkZnKgOjiJVCa16Tj3zJyd1XcCIBTt
Djryl6LV9H5QSSc9mCQH5lXk4FavMiC6AITVWLJH
-----END CERTIFICATE-----`;

export const LOOPBACK_TEST_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgJGxy2Ze11Ys2m5rQ
j+gz3gjPBQCJSGRCuHy0djDIF2WhRANCAASBhuS2gusGG+Crec5lEtcaJ59N1tYc
gbAF7waPCXYA0lWEXUj+0shWysCKgQSw8u8qKKuU34MMoc8w+oO+QOV0
-----END PRIVATE KEY-----`;
