import io.appium.java_client.AppiumBy;
import org.openqa.selenium.WebElement;

public class CartTest {
    void checkout(io.appium.java_client.AppiumDriver driver) {
        WebElement title = driver.findElement(AppiumBy.xpath("//android.widget.TextView[@text='Cart']"));
        driver.findElement(AppiumBy.xpath("//android.widget.Button[@text='Checkout']")).click();
    }
}
