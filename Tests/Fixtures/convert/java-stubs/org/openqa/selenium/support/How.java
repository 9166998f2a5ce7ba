package org.openqa.selenium.support;

public enum How {
    XPATH, ID, UNSET
}
